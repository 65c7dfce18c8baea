import path from "node:path";
import { serve } from "@hono/node-server";
import { startPortal } from "./bootstrap";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";
import { PageCache } from "./page-cache/page-cache";
import { createSiteApp } from "./site-app";
import { createWebApp, requestHandlerMode, webLoadContext } from "./web";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const portal = await startPortal(config, logger);
  // Another portal (PORTAL_API_URL) keeps its revisions to itself: nothing to validate a cached page against.
  const pageCache =
    config.PAGE_CACHE_MB > 0 && !config.PORTAL_API_URL ? new PageCache(portal.database.db, config.PAGE_CACHE_MB * 1024 * 1024) : null;
  const web = await createWebApp(path.resolve(config.BUILD_DIR), webLoadContext(config, portal, logger), {
    logger,
    mode: requestHandlerMode(config),
    pageCache,
  });

  const app = createSiteApp(config, portal, web);

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
    logger.info({ url: `http://${host}:${info.port}` }, `Listening on http://${host}:${info.port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await portal.close();
      logger.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open until they time out.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
