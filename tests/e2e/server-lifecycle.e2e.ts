import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const MAIN = path.resolve(process.env.BUILD_DIR ?? "build", "app-server/main.mjs");

function startServer(env: Record<string, string | undefined>, nodeOptions: string[] = []) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lifecycle-"));
  const child = spawn(process.execPath, [...nodeOptions, MAIN], {
    env: { ...process.env, HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited, dataDir };
}

/**
 * A port clear of the reliability tests' (RELIABILITY_PORT, 3400–3404) and the e2e servers', and
 * below 3659, one of the ports fetch refuses to connect to ("bad port", the Fetch standard's list):
 * a CI run once drew it.
 */
const randomPort = () => 3600 + Math.floor(Math.random() * 50);

test("the server logs its URL, creates its database, serves, and stops cleanly on SIGTERM", async () => {
  const port = randomPort();
  const server = startServer({ PORT: String(port) });
  await expect.poll(() => server.output(), { timeout: 20_000 }).toContain(`Listening on http://127.0.0.1:${port}`);
  expect(
    server
      .output()
      .split("\n")
      .filter((l) => l.includes("Listening on")),
  ).toHaveLength(1);
  expect(fs.existsSync(path.join(server.dataDir, "site.db"))).toBe(true);
  const res = await fetch(`http://127.0.0.1:${port}/`);
  expect(res.status).toBe(200);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
});

test("a bad configuration stops the server with one line naming the variable", async () => {
  const server = startServer({ PORT: "eighty" });
  expect(await server.exited).toBe(1);
  const lines = server.output().trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Invalid configuration: PORT: /);
});

/**
 * Loaded before the server (`--import`): on SIGUSR2 it says which build of React the server loaded.
 * React 19's development build alone exports `captureOwnerStack`. It looks React up only when asked,
 * after the server has imported it, so it cannot choose the build itself.
 */
const REPORT_REACT_BUILD = `data:text/javascript,${encodeURIComponent(
  'import { createRequire } from "node:module"; process.on("SIGUSR2", () => { const react = createRequire(process.cwd() + "/")("react"); process.stdout.write("react build: " + (typeof react.captureOwnerStack === "function" ? "development" : "production") + "\\n"); });',
)}`;

test("started without NODE_ENV (as npm start and process managers start it), the server renders with React's production build (decision 114)", async () => {
  const port = randomPort();
  const server = startServer({ PORT: String(port), NODE_ENV: undefined }, [`--import=${REPORT_REACT_BUILD}`]);
  await expect.poll(() => server.output(), { timeout: 20_000 }).toContain(`Listening on http://127.0.0.1:${port}`);
  expect((await fetch(`http://127.0.0.1:${port}/about/`)).status).toBe(200);
  server.child.kill("SIGUSR2");
  await expect.poll(() => server.output(), { timeout: 5_000 }).toContain("react build: production");
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
});
