import { defineConfig } from "vitest/config";

// Tests that start the built production server as child processes (`npm run build` first): the crash
// test, graceful shutdown, two instances on one PostgreSQL database, and — only with RUN_SOAK=1 — the soak.
// One file at a time: they measure the machine and use fixed loopback ports (RELIABILITY_PORT, 3400 up).
// The developer tooling's tests have their own config (vitest.tooling.config.ts).
export default defineConfig({
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    exclude: process.env.RUN_SOAK === "1" ? [] : ["tests/reliability/soak.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
