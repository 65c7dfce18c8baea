import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";

import type { PortalLoadContext } from "../src/load-context";
import type { Portal } from "./bootstrap";
import type { Config } from "./config";
import type { NonceVariables } from "./http/security-headers";
import type { Logger } from "./logger";

/**
 * The web app: hashed assets with immutable caching, other public files briefly cached,
 * everything else rendered by React Router with the in-process portal in its load context.
 */
export async function createWebApp(buildDir: string, loadContext: PortalLoadContext): Promise<Hono<{ Variables: NonceVariables }>> {
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  const clientRoot = path.relative(process.cwd(), path.join(buildDir, "client")) || ".";
  const web = new Hono<{ Variables: NonceVariables }>();
  web.use(
    "/assets/*",
    serveStatic({
      root: clientRoot,
      onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  web.use(
    "*",
    serveStatic({
      root: clientRoot,
      onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600"),
    }),
  );
  // The CSP nonce of this request reaches entry.server (React Router's scripts, emotion's styles).
  web.all("*", (c) => handle(c.req.raw, { ...loadContext, cspNonce: c.get("cspNonce") } as AppLoadContext));
  return web;
}

/** In-process portal calls by default (no socket); over HTTP when PORTAL_API_URL points elsewhere. */
export function webLoadContext(config: Pick<Config, "PORTAL_API_URL">, portal: Pick<Portal, "api">, logger: Logger): PortalLoadContext {
  const log: PortalLoadContext["log"] = (level, fields, message) => logger[level](fields, message);
  if (config.PORTAL_API_URL) {
    return { portalFetch: (r) => fetch(r), portalBaseUrl: config.PORTAL_API_URL, publicPortalUrl: config.PORTAL_API_URL, log };
  }
  return {
    portalFetch: (r) => Promise.resolve(portal.api.fetch(r)),
    portalBaseUrl: "http://portal.in-process",
    publicPortalUrl: "",
    log,
  };
}
