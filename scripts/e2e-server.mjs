// Starts the built server for Playwright: loopback only, a fresh data folder each run.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const port = process.env.E2E_PORT ?? "3123";
const buildDir = process.env.BUILD_DIR ?? "build";
const dataDir = path.resolve(`.tmp/e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  HOST: "127.0.0.1",
  PORT: port,
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
});
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(buildDir, "app-server/main.mjs")).href);
