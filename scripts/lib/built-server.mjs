// Starts the production build (build/app-server/main.mjs) on 127.0.0.1 with a fresh data folder and
// `npm start`'s heap options, for `npm run bench` and `npm run lighthouse`. Builds first when there is no build.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startHeapOptions } from "./start-heap-options.mjs";

export function ensureBuild() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (fs.existsSync(path.join(buildDir, "app-server", "main.mjs"))) return;
  console.log("No production build: running npm run build…");
  const r = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Resolves once the server answers `/` (`dataDir`: its data folder); `stop()` ends it (SIGTERM, then SIGKILL after 10 s). */
export async function startBuiltServer({ port, name, env = {} }) {
  const dataDir = path.resolve(`.tmp/${name}-data-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const main = path.resolve(process.env.BUILD_DIR ?? "build", "app-server/main.mjs");
  const child = spawn(process.execPath, [...startHeapOptions(), main], {
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not start within 120 s");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(kill);
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/** The newest published news item's id, for a detail page to measure. */
export async function newestNewsId(url) {
  const res = await fetch(`${url}/api/portal/content/news/list`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ pageNum: 1, pageSize: 1 }),
  });
  const body = await res.json();
  const id = body?.data?.list?.[0]?.id;
  if (!id) throw new Error("no published news item to measure");
  return id;
}
