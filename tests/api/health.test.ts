import { Hono } from "hono";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthRoutes } from "../../server/http/health";
import type { NonceVariables } from "../../server/http/security-headers";
import { createSiteApp } from "../../server/site-app";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
let shuttingDown = false;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const get = async (path: string) => {
  const app = healthRoutes({ shuttingDown: () => shuttingDown, ready: () => t.portal.ready() });
  const res = await app.fetch(new Request(`http://127.0.0.1${path}`));
  return { status: res.status, body: await res.json(), cache: res.headers.get("cache-control") };
};

describe("/healthz and /readyz", () => {
  it("are 200 on a migrated, reachable database, and never cached", async () => {
    expect(await get("/healthz")).toEqual({ status: 200, body: { status: "ok" }, cache: "no-store" });
    expect(await get("/readyz")).toEqual({ status: 200, body: { status: "ready" }, cache: "no-store" });
  });

  it("mounted in the site, they leave every other response's caching alone", async () => {
    const web = new Hono<{ Variables: NonceVariables }>();
    web.get("/assets/app-1a2b3c.js", (c) => c.body("export {}", 200, { "Cache-Control": "public, max-age=31536000, immutable" }));
    web.get("*", (c) => c.html("<!doctype html>", 200, { "Cache-Control": "no-cache" }));
    const health = healthRoutes({ shuttingDown: () => false, ready: () => t.portal.ready() });
    const site = createSiteApp({ TRUSTED_PROXY: [], PORTAL_API_URL: undefined }, t.portal, web, health);
    const cacheOf = async (path: string) => (await site.fetch(new Request(`http://127.0.0.1${path}`))).headers.get("cache-control");
    expect(await cacheOf("/assets/app-1a2b3c.js")).toBe("public, max-age=31536000, immutable");
    expect(await cacheOf("/about/")).toBe("no-cache");
    expect(await cacheOf("/healthz")).toBe("no-store");
    expect(await cacheOf("/readyz")).toBe("no-store");
  });

  it("/readyz is 503 while a migration of this build is not applied", async () => {
    const db = t.portal.database.db;
    await sql`delete from kysely_migration where name = ${"060-download-task-leases"}`.execute(db);
    try {
      expect(await get("/readyz")).toMatchObject({
        status: 503,
        body: { status: "not ready", reason: "migrations not applied: 060-download-task-leases" },
      });
      expect((await get("/healthz")).status).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${"060-download-task-leases"}, ${new Date().toISOString()})`.execute(
        db,
      );
    }
    expect((await get("/readyz")).status).toBe(200);
  });

  it("/readyz is 503 while shutting down, /healthz stays 200", async () => {
    shuttingDown = true;
    try {
      expect(await get("/readyz")).toMatchObject({ status: 503, body: { status: "shutting down" } });
      expect((await get("/healthz")).status).toBe(200);
    } finally {
      shuttingDown = false;
    }
  });
});
