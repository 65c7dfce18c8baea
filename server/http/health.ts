import { Hono } from "hono";

export interface HealthState {
  /** True from SIGTERM on: the load balancer should stop sending requests here. */
  shuttingDown(): boolean;
  /** Database reachable and every migration of this build applied. */
  ready(): Promise<{ ok: true } | { ok: false; reason: string }>;
}

/** A readiness check that hangs is a failed one. */
const READY_TIMEOUT_MS = 2000;

/**
 * `/healthz`: the process is alive and answering (no database call, so a slow database does not get
 * a healthy process restarted). `/readyz`: it may receive traffic: database reachable, migrations
 * applied, not shutting down; 503 otherwise. docs/decisions/061-graceful-shutdown-and-health.md.
 */
export function healthRoutes(state: HealthState): Hono {
  const app = new Hono();
  // Only on these two paths: the site mounts this app at "/", where a bare `use` would stamp
  // no-store on every page and asset.
  for (const path of ["/healthz", "/readyz"]) {
    app.use(path, async (c, next) => {
      await next();
      c.header("Cache-Control", "no-store");
    });
  }
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    if (state.shuttingDown()) return c.json({ status: "shutting down" }, 503);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<{ ok: false; reason: string }>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, reason: "database did not answer in time" }), READY_TIMEOUT_MS);
    });
    const result = await Promise.race([state.ready().catch(() => ({ ok: false as const, reason: "database unreachable" })), timeout]);
    clearTimeout(timer);
    return result.ok ? c.json({ status: "ready" }) : c.json({ status: "not ready", reason: result.reason }, 503);
  });
  return app;
}
