import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { startPortal } from "./bootstrap";
import { loadConfig } from "./config";
import { healthRoutes } from "./http/health";
import type { NonceVariables } from "./http/security-headers";
import { createLogger } from "./logger";
import { createSiteApp } from "./site-app";
import { createWebApp, webLoadContext } from "./web";

/**
 * `npm run dev` (scripts/dev.mjs): the whole site as `npm start` composes it — portal in-process,
 * the embedded defaults, demo content — with pages rendered from the build Vite compiles on each
 * request, so edits show without a build. No page cache (it would serve what the last edit replaced).
 * Vite's hot updates insert <style> elements without the nonce, so pages here allow inline styles.
 */
export async function createDevSite(devBuild: () => Promise<ServerBuild>) {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const portal = await startPortal(config, logger);
  const web = await createWebApp({ devBuild }, webLoadContext(config, portal, logger), { logger, mode: "development" });
  const devWeb = new Hono<{ Variables: NonceVariables }>();
  devWeb.use(async (c, next) => {
    c.set("cspInlineStyles", true);
    await next();
  });
  devWeb.route("/", web);
  const health = healthRoutes({ shuttingDown: () => false, ready: () => portal.ready() });
  return {
    app: createSiteApp(config, portal, devWeb, health),
    config,
    logger,
    async close() {
      await portal.jobs.stop();
      await portal.close();
    },
  };
}
