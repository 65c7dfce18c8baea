import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";

import type { PortalLoadContext } from "../src/load-context";
import type { Portal } from "./bootstrap";
import type { Config } from "./config";
import type { Logger } from "./logger";
import type { PageCache } from "./page-cache/page-cache";
import { createPageResponder } from "./page-cache/page-responder";

/**
 * The web app: hashed assets with immutable caching, other public files briefly cached (both
 * precompressed at build time, brotli and gzip), everything else rendered by React Router with the
 * in-process portal in its load context, through the page cache when one is given.
 */
export async function createWebApp(buildDir: string, loadContext: PortalLoadContext, pageCache: PageCache | null = null): Promise<Hono> {
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const clientRoot = path.relative(process.cwd(), path.join(buildDir, "client")) || ".";
  const web = new Hono();
  web.use(
    "/assets/*",
    serveStatic({
      root: clientRoot,
      precompressed: true,
      onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  web.use(
    "*",
    serveStatic({
      root: clientRoot,
      precompressed: true,
      onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600"),
    }),
  );
  const respond = createPageResponder(handle, loadContext, pageCache);
  web.all("*", (c) => respond(c.req.raw));
  return web;
}

/** In-process portal calls by default (no socket); over HTTP when PORTAL_API_URL points elsewhere. */
export function webLoadContext(
  config: Pick<Config, "PORTAL_API_URL"> & Partial<Pick<Config, "SITE_URL">>,
  portal: Pick<Portal, "api">,
  logger: Logger,
): PortalLoadContext {
  const log: PortalLoadContext["log"] = (level, fields, message) => logger[level](fields, message);
  const siteUrl = config.SITE_URL ? { siteUrl: config.SITE_URL } : {};
  if (config.PORTAL_API_URL) {
    return { portalFetch: (r) => fetch(r), portalBaseUrl: config.PORTAL_API_URL, publicPortalUrl: config.PORTAL_API_URL, log, ...siteUrl };
  }
  return {
    portalFetch: (r) => Promise.resolve(portal.api.fetch(r)),
    portalBaseUrl: "http://portal.in-process",
    publicPortalUrl: "",
    log,
    ...siteUrl,
  };
}
