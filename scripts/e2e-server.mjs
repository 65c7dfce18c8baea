// Starts the built server for Playwright: loopback only, a fresh data folder each run.
import fs from "node:fs";
import path from "node:path";

const dataDir = path.resolve(".tmp/e2e-data");
fs.rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  HOST: "127.0.0.1",
  PORT: process.env.E2E_PORT ?? "3123",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
});
process.setSourceMapsEnabled(true);
await import(new URL("../build/app-server/main.mjs", import.meta.url).href);
