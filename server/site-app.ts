import { Hono } from "hono";
import { VISITOR_ADDRESS_HEADER } from "../src/portal/visitor-address";
import { benchRoutes } from "./bench/bench-routes";
import type { Portal } from "./bootstrap";
import type { Config } from "./config";
import { peerAddress, resolveClientAddress } from "./http/client-address";
import { compressResponse } from "./http/compression";
import { publicOriginResolver } from "./http/public-origin";
import { type NonceVariables, securityHeaders } from "./http/security-headers";
import { apiReferenceRoutes } from "./openapi/reference-page";
import { seoRoutes } from "./seo/seo-routes";

/**
 * The whole site on one port: security headers on every response, the portal API under `/api`
 * (compressed), uploaded images, the bench endpoints (BENCH_TOKEN), robots.txt and sitemap.xml, and the web app (assets, public files, server-rendered pages) for everything else.
 */
export function createSiteApp<V extends NonceVariables>(
  config: Pick<Config, "TRUSTED_PROXY" | "PORTAL_API_URL"> & Partial<Pick<Config, "BENCH_TOKEN" | "SITE_URL" | "allowedHosts">>,
  portal: Pick<Portal, "api" | "database">,
  web: Hono<{ Variables: V }>,
  /** /healthz and /readyz (server/http/health.ts), when the process has them. */
  health?: Hono,
): Hono<{ Variables: V }> {
  const app = new Hono<{ Variables: V }>();
  app.use(
    securityHeaders({
      trustedProxies: config.TRUSTED_PROXY,
      portalOrigin: config.PORTAL_API_URL ? new URL(config.PORTAL_API_URL).origin : null,
    }),
  );
  if (health) app.route("/", health);
  app.all("/api/*", async (c) => compressResponse(c.req.raw, await portal.api.fetch(c.req.raw, c.env)));
  // Uploaded images' variants (`/files/img/<id>/<width>.<format>`) are served by the portal too.
  app.get("/files/img/*", (c) => portal.api.fetch(c.req.raw, c.env));
  if (config.BENCH_TOKEN) app.route("/", benchRoutes(portal.database.db, config.BENCH_TOKEN));
  app.route("/", seoRoutes(portal.database.db, publicOriginResolver(config)));
  app.route("/", apiReferenceRoutes<V>());
  app.use("*", async (c, next) => {
    c.req.raw.headers.set(
      VISITOR_ADDRESS_HEADER,
      resolveClientAddress(peerAddress(c), c.req.header("x-forwarded-for"), config.TRUSTED_PROXY),
    );
    await next();
  });
  app.route("/", web);
  return app;
}
