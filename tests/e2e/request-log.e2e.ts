import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const MAIN = path.resolve(process.env.BUILD_DIR ?? "build", "app-server/main.mjs");

/** The built server's own pino output (LOG_LEVEL=info), read line by line as JSON. */
test("a page request is logged with its id, its portal calls share that id, and the id is answered in X-Request-Id", async () => {
  // Its own server (the shared one logs at warn, to a pipe nobody reads): start-up is most of the time.
  test.setTimeout(60_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "request-log-"));
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const records = () =>
    out
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  try {
    // Port 0: the system picks a free one, and the server logs it.
    await expect.poll(() => out, { timeout: 45_000 }).toContain("Listening on");
    const base = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];

    const res = await fetch(`${base}/about/`, { headers: { cookie: "lang=en" } });
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[\w-]{8,}$/);
    await expect
      .poll(() => records().find((r) => r.msg === "page request" && r.reqId === id))
      .toMatchObject({ method: "GET", path: "/about/", status: 200, ms: expect.any(Number) });
    const portalCalls = records().filter((r) => r.msg === "api request" && r.reqId === id);
    expect(portalCalls.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/api/portal/content/configData/website", "/api/portal/content/page/getBySlug"]),
    );

    // A caller's own id is kept; an unknown page is logged with its 404; API answers carry an id too.
    const missing = await fetch(`${base}/no-such-page`, { headers: { "x-request-id": "trace-404-abc" } });
    expect([missing.status, missing.headers.get("x-request-id")]).toEqual([404, "trace-404-abc"]);
    await expect.poll(() => records().find((r) => r.msg === "page request" && r.reqId === "trace-404-abc")).toMatchObject({ status: 404 });
    const api = await fetch(`${base}/api/portal/content/configData/consultClass`, { method: "POST" });
    expect(api.headers.get("x-request-id")).toBeTruthy();
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.on("exit", resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
