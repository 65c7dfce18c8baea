import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { startPortal } from "../../server/bootstrap";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { userWithToken } from "../support/seed-inspections";
import { assertBuilt, killStartedServers, PORT_BASE, request, startServer } from "./server-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shutdown-test-"));
afterAll(() => {
  killStartedServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A request whose body arrives in two parts: it is in flight for as long as the test holds the second. */
function slowRequest(url: string, token: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  const req = http.request(`${url}${P.modifyUser}`, {
    method: "POST",
    agent: false,
    headers: { "content-type": "application/json", "content-length": String(payload.length), accessToken: token },
  });
  const reply = new Promise<{ status: number; json: { code: string } }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
    req.on("error", reject);
  });
  req.write(payload.subarray(0, half));
  return { finish: () => req.end(payload.subarray(half)), reply };
}

it("SIGTERM: /readyz turns 503 while requests are still served, in-flight requests finish, then the process exits 0", async () => {
  assertBuilt();
  const portal = await startPortal(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), createLogger("silent"));
  const user = await userWithToken(portal.database.db, "shutdown@example.com");
  await portal.close();

  const server = startServer(PORT_BASE + 1, { DATA_DIR: dataDir, SHUTDOWN_DRAIN_SECONDS: "1.5", LOG_LEVEL: "info" });
  await server.ready();
  expect((await request(server.url, "GET", "/healthz")).json()).toEqual({ status: "ok" });

  const slow = slowRequest(server.url, user.token, { nickname: "finished after SIGTERM", company: "", contactPhone: "" });
  // The server has the request (its headers) before the signal.
  await new Promise((r) => setTimeout(r, 200));
  const signalled = Date.now();
  server.child.kill("SIGTERM");

  // Draining: not ready, still alive, still serving.
  await expect.poll(async () => (await request(server.url, "GET", "/readyz")).status, { timeout: 5000 }).toBe(503);
  expect((await request(server.url, "GET", "/readyz")).json()).toEqual({ status: "shutting down" });
  expect((await request(server.url, "GET", "/healthz")).status).toBe(200);
  expect((await request(server.url, "POST", P.website, { body: {} })).json().code).toBe("000000");

  // After the drain no new connection is taken, but the request in flight is still answered.
  await expect
    .poll(
      () =>
        request(server.url, "GET", "/healthz").then(
          () => "accepted",
          (err) => String(err),
        ),
      { timeout: 10_000, interval: 50 },
    )
    .toMatch(/ECONNREFUSED/);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(1500);
  slow.finish();
  expect(await slow.reply).toMatchObject({ status: 200, json: { code: "000000" } });

  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(server.output()).toContain('"msg":"stopped"');
  // A clean close checkpoints the WAL into the database file and removes it.
  expect(fs.existsSync(path.join(dataDir, "site.db-wal"))).toBe(false);
  const db = new SQLite(path.join(dataDir, "site.db"));
  expect(db.prepare("select nickname from user_account where id = ?").get(user.id)).toEqual({ nickname: "finished after SIGTERM" });
  db.close();
});
