import type { AppLoadContext } from "react-router";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { detectLang } from "../../src/i18n/detect-lang";
import { langCookie } from "../../src/i18n/lang-cookie";
import type { PortalLoadContext } from "../../src/load-context";
import type { ContentTag } from "../content/content-revision";
import { asBody, compressResponse, negotiateEncoding } from "../http/compression";
import { isCacheableRequest, isPageContentType, isPersonalPath, langCookieToSet, pageVary } from "./cache-policy";
import { type CachedPage, entryBody, type PageCache } from "./page-cache";
import { tagsForPortalCall } from "./portal-call-tags";

/** The load context of one page request, by its request id. */
export type ContextFor = (requestId: string) => PortalLoadContext;

/** What the responder needs of the request beyond the request itself. */
export interface PageRequestInfo {
  requestId: string;
  /** This request's CSP nonce (server/http/security-headers.ts). */
  nonce: string;
}

/** The answer, and the CSP nonce its HTML carries: the request's own, or the cached page's. */
export interface PageAnswer {
  response: Response;
  nonce: string;
  /** The render asked for inline styles in its CSP (Builder.io pages; decision 073). */
  inlineStyles: boolean;
}

export type RenderPage = (request: Request, context: AppLoadContext) => Promise<Response>;

/** What one render read through the portal: its tags, and whether every read was a public content read that succeeded. */
interface RenderRecord {
  tags: Set<ContentTag>;
  cacheable: boolean;
}

/** The load context's portalFetch, noting each call's content tags on the way. */
function recordingFetch(inner: PortalLoadContext["portalFetch"], record: RenderRecord): PortalLoadContext["portalFetch"] {
  return async (request) => {
    const path = new URL(request.url).pathname;
    const body =
      path === PORTAL_PATHS.pageBySlug
        ? await request
            .clone()
            .json()
            .catch(() => null)
        : null;
    const tags = request.headers.has("accesstoken") ? null : tagsForPortalCall(path, body);
    if (tags) for (const t of tags) record.tags.add(t);
    else record.cacheable = false;
    const response = await inner(request);
    // A failed read may have rendered a fallback (spec §8 ignores site-config failures): not kept.
    if (!response.ok) record.cacheable = false;
    return response;
  };
}

export function pageCacheKey(url: URL, lang: string): string {
  return `${url.origin}${url.pathname}${url.search}|${lang}`;
}

function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === bare(etag));
}

function fromEntry(request: Request, entry: CachedPage, state: "hit" | "miss"): Response {
  const headers = new Headers({ etag: entry.etag, "x-page-cache": state });
  if (etagMatches(request.headers.get("if-none-match"), entry.etag)) return new Response(null, { status: 304, headers });
  headers.set("content-type", entry.contentType);
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  const body = entryBody(entry, encoding);
  if (encoding) headers.set("content-encoding", encoding);
  headers.set("content-length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : asBody(body), { status: entry.status, headers });
}

/**
 * Answers every request the web app renders: anonymous GETs of public routes from the page cache
 * (rendered on a miss, with the portal calls recorded to tag the entry), the rest rendered each
 * time. Sets Vary, Cache-Control and the `?lang=` cookie on pages, and compresses what it renders.
 */
export function createPageResponder(render: RenderPage, contextFor: ContextFor, cache: PageCache | null) {
  async function renderForCache(
    request: Request,
    context: PortalLoadContext,
    key: string,
  ): Promise<{ entry: CachedPage | null; response: Response | null }> {
    if (!cache) return { entry: null, response: await render(request, context as AppLoadContext) };
    const snapshot = await cache.snapshot();
    const record: RenderRecord = { tags: new Set(), cacheable: true };
    const uncacheable = () => {
      record.cacheable = false;
    };
    const response = await render(request, {
      ...context,
      portalFetch: recordingFetch(context.portalFetch, record),
      uncacheable,
    } as AppLoadContext);
    const contentType = response.headers.get("content-type");
    if (response.status !== 200 || !record.cacheable || response.headers.has("set-cookie") || !isPageContentType(contentType)) {
      return { entry: null, response };
    }
    const body = Buffer.from(await response.arrayBuffer());
    const nonce = context.cspNonce ?? "";
    const entry = await cache.store(key, { status: 200, contentType: contentType ?? "text/html", body, nonce }, record.tags, snapshot);
    return { entry, response: entry ? null : new Response(asBody(body), { status: 200, headers: response.headers }) };
  }

  async function answer(
    request: Request,
    context: PortalLoadContext,
    url: URL,
  ): Promise<{ response: Response; cached: CachedPage | null }> {
    if (!cache || !isCacheableRequest(request, url)) {
      return { response: await compressResponse(request, await render(request, context as AppLoadContext)), cached: null };
    }
    const key = pageCacheKey(url, detectLang(request));
    const hit = await cache.lookup(key);
    if (hit) return { response: fromEntry(request, hit, "hit"), cached: hit };
    let own: Response | null = null;
    const { entry, leader } = cache.fill(key, async () => {
      const result = await renderForCache(request, context, key);
      own = result.response;
      return result.entry;
    });
    const filled = await entry.catch((err) => {
      if (leader) throw err;
      return null;
    });
    if (filled) return { response: fromEntry(request, filled, leader ? "miss" : "hit"), cached: filled };
    const response = leader && own ? own : await render(request, context as AppLoadContext);
    return { response: await compressResponse(request, response), cached: null };
  }

  return async function respond(request: Request, { requestId, nonce }: PageRequestInfo): Promise<PageAnswer> {
    const url = new URL(request.url);
    let inlineStyles = false;
    const context: PortalLoadContext = {
      ...contextFor(requestId),
      cspNonce: nonce,
      inlineStyles: () => {
        inlineStyles = true;
      },
    };
    const { response, cached } = await answer(request, context, url);
    // A page from the cache carries the nonce it was rendered with (decision 047).
    const usedNonce = cached?.nonce ?? nonce;
    if (!isPageContentType(response.headers.get("content-type")) && response.status !== 304)
      return { response, nonce: usedNonce, inlineStyles };
    // Set on the response itself: every page response is built by this server (entry.server, the
    // cache, compression), so its headers are mutable. Wrapping it in a new Response would read
    // `.body`, and Node's Response then copies a cached page's bytes into a stream: 13 % of the CPU
    // of a cache hit, and its garbage (decision 097).
    const headers = response.headers;
    headers.set("vary", pageVary(url));
    const cookieLang = langCookieToSet(request, url);
    if (cookieLang) headers.append("set-cookie", langCookie(cookieLang));
    // Personal pages are never stored by a browser or proxy (README, ASVS 14.3.2); a page that only
    // sets the language cookie may be kept by the browser and revalidated.
    headers.set("cache-control", isPersonalPath(url.pathname) ? "no-store" : cookieLang ? "private, no-cache" : "no-cache");
    if (!cached) headers.set("x-page-cache", "bypass");
    return {
      response,
      nonce: usedNonce,
      inlineStyles,
    };
  };
}
