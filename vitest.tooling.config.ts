import { defineConfig } from "vitest/config";

// The developer tooling's tests: they run commands in a scratch copy of the tree (tests/tooling:
// `npm run new:block`, then the block tests and the typecheck there). No server, no port; `npm test`
// runs them beside the crash test (scripts/test.sh).
export default defineConfig({
  test: {
    include: ["tests/tooling/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
