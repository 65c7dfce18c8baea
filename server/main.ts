import path from "node:path";
import { startPortal } from "./bootstrap";
import { ConfigError, loadConfig } from "./config";
import { healthRoutes } from "./http/health";
import { listenSite } from "./http/listen-site";
import { createLogger } from "./logger";
import { PageCache } from "./page-cache/page-cache";
import { createSiteApp } from "./site-app";
import { createWebApp, requestHandlerMode, webLoadContext } from "./web";

/** After the drain, in-flight requests and the current job get this long before the process gives up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  // Everything the server creates (data folder, database, uploaded and generated files, the key) is
  // readable by its own user only: folders 0700, files 0600.
  process.umask(0o077);
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

  let stopping = false;
  const health = healthRoutes({ shuttingDown: () => stopping, ready: () => portal.ready() });
  const app = createSiteApp(config, portal, web, health);

  const server = listenSite(config, app.fetch, (info) => {
    const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
    logger.info({ url: `http://${host}:${info.port}` }, `Listening on http://${host}:${info.port}`);
  });

  // SIGTERM (an orchestrator, a load balancer's deploy): /readyz answers 503 for SHUTDOWN_DRAIN_SECONDS
  // while requests are still served, then no new connections; in-flight requests finish, the job
  // runner hands back its task, the database closes (SQLite checkpoints its WAL). SIGINT skips the drain.
  // docs/decisions/061-graceful-shutdown-and-health.md
  const stop = async (signal: "SIGTERM" | "SIGINT") => {
    if (stopping) return;
    stopping = true;
    const drainMs = signal === "SIGTERM" ? config.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    logger.info({ signal, drainMs }, "shutting down");
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    const force = setTimeout(() => {
      logger.error("in-flight requests or jobs did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    const jobsStopped = portal.jobs.stop();
    server.close(async () => {
      await jobsStopped;
      await portal.close();
      logger.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open until they time out; busy ones close after their response.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
