import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { startHeapOptions } from "./scripts/lib/start-heap-options.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3123);
/**
 * Debian's headless shell (what Playwright itself runs headless) when installed: the suite takes about
 * a third less CPU than in the full browser (decision 191); else the full chromium.
 */
const BROWSER =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => fs.existsSync(p)) ??
  "/usr/bin/chromium";

/** e2e: the built server on 127.0.0.1 with a fresh database, driven in Debian's Chromium. */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: BROWSER,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    // No trace by default: recording actions and DOM snapshots for every test cost ~11 % of the
    // suite's CPU (decision 191), and `npm test` must fit 30 minutes on 2 cores. To look into a
    // failure: `npx playwright test <file> --trace=retain-on-failure`, then `npx playwright show-trace`.
    trace: "off",
  },
  webServer: {
    // The heap ceiling `npm start` runs with (decision 096): every flow is tested under it.
    command: ["node", ...startHeapOptions(), "scripts/e2e-server.mjs"].join(" "),
    url: `http://127.0.0.1:${PORT}/`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
