import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin breaks Vitest ("can't detect preamble").
export default defineConfig({
  resolve: {
    alias: { "~": new URL("./src", import.meta.url).pathname },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's 2-core machine. Test files
    // spend much of their time importing and waiting (scrypt, SQLite, sharp), so two run side by side.
    maxWorkers: 2,
    // Files share their worker's module cache and environment (decision 090): setting up jsdom and
    // importing Chakra, Kysely and sharp again for every file was 3 of the 3.5 minutes.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "src/**/*.test.{ts,tsx}",
            "blocks/**/*.test.{ts,tsx}",
            "schemas/**/*.test.ts",
            "server/**/*.test.ts",
            "tests/unit/**/*.test.{ts,tsx}",
          ],
          environment: "jsdom",
          setupFiles: ["tests/support/provide-texts.ts", "tests/unit/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/support/provide-texts.ts", "tests/support/undeclared-codes.ts"],
          // Password hashing is deliberately slow (scrypt, 128 MiB): a test that logs in a few times needs more than 5 s on 2 cores.
          testTimeout: 30_000,
          // Set-up hooks log in too (a customer and a lab account): same reason.
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
