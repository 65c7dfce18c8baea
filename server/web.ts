import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { type RequestIdVariables, requestId } from "hono/request-id";
import { createRequestHandler, type ServerBuild } from "react-router";

import type { PortalLoadContext } from "../src/load-context";
import type { Portal } from "./bootstrap";
import type { Config } from "./config";
import { publicOriginResolver } from "./http/public-origin";
import { limitConcurrency, RENDER_CONCURRENCY } from "./http/render-queue";
import type { NonceVariables } from "./http/security-headers";
import type { Logger } from "./logger";
import type { PageCache } from "./page-cache/page-cache";
import { createPageResponder } from "./page-cache/page-responder";

type WebVariables = RequestIdVariables & NonceVariables;

/** The load context of one page request: its portal calls and log lines carry the request's id. */
export type LoadContextFor = (requestId: string) => PortalLoadContext;

/**
 * React Router's mode: "development" sends server errors to the browser unsanitized (message and
 * stack, shown by the root error boundary); anything else — production, test — never does.
 */
export function requestHandlerMode(config: Pick<Config, "NODE_ENV">): "development" | "production" {
  return config.NODE_ENV === "development" ? "development" : "production";
}

/**
 * The web app: hashed assets with immutable caching, other public files briefly cached (both
 * precompressed at build time, brotli and gzip), everything else rendered by React Router with the
 * portal in its per-request load context, through the page cache when one is given.
 * Every request gets an id (a valid incoming `X-Request-Id` is kept), answered in `X-Request-Id`,
 * and one log line with method, path, status and duration (hashed assets only at debug level).
 */
export async function createWebApp(
  /** The production build's folder; or, under `npm run dev`, the build Vite compiles on each request (its files served by Vite). */
  source: string | { devBuild: () => Promise<ServerBuild> },
  contextFor: LoadContextFor,
  options: { logger: Logger; mode: "development" | "production"; pageCache?: PageCache | null },
): Promise<Hono<{ Variables: WebVariables }>> {
  const build =
    typeof source === "string"
      ? ((await import(/* @vite-ignore */ pathToFileURL(path.join(source, "server", "index.js")).href)) as ServerBuild)
      : source.devBuild;
  // Under overload, renders beyond the limit wait their turn instead of slowing every render down.
  const handle = limitConcurrency(createRequestHandler(build, options.mode), RENDER_CONCURRENCY);
  const web = new Hono<{ Variables: WebVariables }>();
  web.use(requestId());
  web.use(async (c, next) => {
    const started = performance.now();
    await next();
    const level = c.req.path.startsWith("/assets/") ? "debug" : "info";
    options.logger[level](
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "page request",
    );
  });
  if (typeof source === "string") serveBuiltFiles(web, path.relative(process.cwd(), path.join(source, "client")) || ".");
  const respond = createPageResponder(handle, contextFor, options.pageCache ?? null);
  web.all("*", async (c) => {
    // The CSP nonce reaches entry.server (React Router's scripts, emotion's styles); a cached page
    // answers with the nonce it was rendered with, which the security headers then name.
    const { response, nonce, inlineStyles } = await respond(c.req.raw, { requestId: c.get("requestId"), nonce: c.get("cspNonce") });
    c.set("cspNonce", nonce);
    if (inlineStyles) c.set("cspInlineStyles", true);
    // Hono adds headers set by middleware only to responses it builds; this one comes from React Router.
    response.headers.set("X-Request-Id", c.get("requestId"));
    return response;
  });
  return web;
}

/** Hashed assets with immutable caching, other public files briefly cached (both precompressed at build time). */
function serveBuiltFiles(web: Hono<{ Variables: WebVariables }>, clientRoot: string) {
  web.use(
    "/assets/*",
    serveStatic({
      root: clientRoot,
      precompressed: true,
      onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  const publicFiles = serveStatic({
    root: clientRoot,
    precompressed: true,
    onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600"),
  });
  // Every public file has an extension and no page path ends in one: pages skip the file system
  // lookups (a failed stat per page request was 9 % of a cached page's CPU; decision 097). React
  // Router's `/….data` requests still pass through it and miss.
  web.use("*", (c, next) => (hasFileExtension(c.req.path) ? publicFiles(c, next) : next()));
}

/**
 * In-process portal calls by default (no socket); over HTTP when PORTAL_API_URL points elsewhere.
 * Either way each call carries the page request's id in `X-Request-Id`, which the portal's own
 * request-id middleware reuses, so a page and its portal calls share one id in the logs.
 */
export function webLoadContext(
  config: Pick<Config, "PORTAL_API_URL" | "NODE_ENV"> &
    Partial<Pick<Config, "SITE_URL" | "allowedHosts" | "BUILDER_PUBLIC_KEY" | "BUILDER_API_URL">>,
  portal: Pick<Portal, "api">,
  logger: Logger,
): LoadContextFor {
  const errorDetails = requestHandlerMode(config) === "development";
  const publicOrigin = publicOriginResolver(config);
  const builder = config.BUILDER_PUBLIC_KEY
    ? { publicKey: config.BUILDER_PUBLIC_KEY, apiUrl: config.BUILDER_API_URL ?? "https://cdn.builder.io" }
    : undefined;
  return (requestId) => {
    const pageLog = logger.child({ reqId: requestId });
    const log: PortalLoadContext["log"] = (level, fields, message) => pageLog[level](fields, message);
    const tagged = (r: Request) => {
      r.headers.set("X-Request-Id", requestId);
      return r;
    };
    if (config.PORTAL_API_URL) {
      const base = config.PORTAL_API_URL;
      return {
        portalFetch: (r) => fetch(tagged(r)),
        portalBaseUrl: base,
        publicPortalUrl: base,
        log,
        requestId,
        errorDetails,
        builder,
        publicOrigin,
      };
    }
    return {
      portalFetch: (r) => Promise.resolve(portal.api.fetch(tagged(r))),
      portalBaseUrl: "http://portal.in-process",
      publicPortalUrl: "",
      log,
      requestId,
      errorDetails,
      builder,
      publicOrigin,
    };
  };
}

/**
 * Whether a path's last segment has an extension (a dot with something after it). Linear: the regular
 * expression it replaces, `/\.[^/]+$/`, rescanned from every dot, and an 8 KB path of ".a" pairs
 * ending in "/" held the event loop for about a second (issue 26, item 12).
 */
export function hasFileExtension(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf("/") + 1);
  const dot = last.indexOf(".");
  return dot !== -1 && dot < last.length - 1;
}
