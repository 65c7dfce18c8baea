import { Hono } from "hono";
import type { Portal } from "./bootstrap";
import type { Config } from "./config";
import { type NonceVariables, securityHeaders } from "./http/security-headers";

/**
 * The whole site on one port: security headers on every response, the portal API under `/api`,
 * the web app (assets, public files, server-rendered pages) for everything else.
 */
export function createSiteApp(
  config: Pick<Config, "TRUSTED_PROXY" | "PORTAL_API_URL">,
  portal: Pick<Portal, "api">,
  web: Hono<{ Variables: NonceVariables }>,
): Hono<{ Variables: NonceVariables }> {
  const app = new Hono<{ Variables: NonceVariables }>();
  app.use(
    securityHeaders({
      trustedProxies: config.TRUSTED_PROXY,
      portalOrigin: config.PORTAL_API_URL ? new URL(config.PORTAL_API_URL).origin : null,
    }),
  );
  app.all("/api/*", (c) => portal.api.fetch(c.req.raw, c.env));
  app.route("/", web);
  return app;
}
