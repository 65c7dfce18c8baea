// Bundles server/main.ts for production; npm packages stay external (installed by npm ci).
import { build } from "esbuild";

const buildDir = process.env.BUILD_DIR ?? "build";

await build({
  entryPoints: ["server/main.ts"],
  outfile: `${buildDir}/app-server/main.mjs`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

// `npm start` rebuilds only when a source is newer than this stamp.
const { writeFileSync } = await import("node:fs");
writeFileSync(`${buildDir}/.stamp`, new Date().toISOString());
