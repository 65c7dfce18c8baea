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
  // scrypt at 2^14 instead of 2^17 (tests/support/password-cost.ts, decision 093): every sign-up and login
  // in the suite would otherwise cost the server about a second of CPU.
  PASSWORD_SCRYPT_LOG2N: "14",
  // As behind nginx on the same host (README): tests that create customers through the API name a
  // client of their own in X-Forwarded-For (fixtures.ts `asClient`), so the run's sign-ups do not all
  // count against one address's 5 an hour.
  TRUSTED_PROXY: "127.0.0.1",
});
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(buildDir, "app-server/main.mjs")).href);
