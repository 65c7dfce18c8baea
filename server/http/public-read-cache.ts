import type { Context, MiddlewareHandler } from "hono";
import { type CachedPage, entryBody, type PageCache } from "../page-cache/page-cache";
import { isContentRead, tagsForPortalCall } from "../page-cache/portal-call-tags";
import type { AppEnv } from "./app-env";
import { asBody, negotiateEncoding } from "./compression";
import { JSON_CONTENT_TYPE as JSON_TYPE } from "./parse-body";
import { callLang } from "./portal-call";

/** The answer kept for a key, in the encoding the client accepts (the site's compression passes it on). */
function fromEntry(c: Context<AppEnv>, entry: CachedPage, state: "hit" | "miss"): Response {
  const encoding = negotiateEncoding(c.req.header("accept-encoding") ?? null);
  const body = entryBody(entry, encoding);
  const headers = new Headers({ "content-type": entry.contentType, vary: "Accept-Encoding", "x-read-cache": state });
  if (encoding) headers.set("content-encoding", encoding);
  return new Response(asBody(body), { status: entry.status, headers });
}

/**
 * Public content reads (the calls the page cache knows the content tags of) answered from memory:
 * keyed by path, language and the exact body, kept while every tag the answer read keeps the
 * revision it had before the call ran (the revisions are read from the database for each batch of
 * lookups, so every instance sees every write).
 * Runs after the guards (cross-site, body size); anything it cannot key — another content type,
 * malformed JSON — goes through the call as usual, which answers the error. Decision 092.
 */
export function publicReadCache(cache: PageCache | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!cache || c.req.method !== "POST") return next();
    const path = c.req.path;
    if (!isContentRead(path)) return next();
    const text = await c.req.text();
    if (text.trim() !== "" && !JSON_TYPE.test(c.req.header("content-type") ?? "")) return next();
    let raw: unknown;
    try {
      raw = text.trim() === "" ? {} : JSON.parse(text);
    } catch {
      return next();
    }
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return next();
    const tags = tagsForPortalCall(path, raw);
    if (!tags) return next();
    const lang = callLang(c, raw as Record<string, unknown>);
    const key = `${path}|${lang}|${text}`;

    const hit = await cache.lookup(key);
    if (hit) {
      c.res = fromEntry(c, hit, "hit");
      return;
    }
    let ran = false;
    const { entry, leader } = cache.fill(key, async () => {
      const snapshot = await cache.snapshot();
      ran = true;
      await next();
      const contentType = c.res.headers.get("content-type");
      if (c.res.status !== 200 || !contentType || !JSON_TYPE.test(contentType)) return null;
      const body = Buffer.from(await c.res.clone().arrayBuffer());
      return cache.store(key, { status: 200, contentType, body, nonce: "" }, new Set(tags), snapshot);
    });
    const filled = await entry.catch((err) => {
      if (leader) throw err;
      return null;
    });
    if (filled) c.res = fromEntry(c, filled, leader ? "miss" : "hit");
    else if (!ran) await next();
  };
}
