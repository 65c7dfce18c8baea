// Bundles server/main.ts for production; npm packages stay external (installed by npm ci), except
// Chakra and its Ark/Zag machinery, which the block registrations bring in (decision 096).
import { build } from "esbuild";
import { SERVER_BUNDLED_PACKAGES } from "../build-tools/server-bundled-packages.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";

await build({
  entryPoints: ["server/main.ts"],
  outfile: `${buildDir}/app-server/main.mjs`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [
    {
      name: "external-packages",
      setup(b) {
        // A bare specifier is an npm package: external unless listed (relative and `~/` paths are ours).
        b.onResolve({ filter: /^[^./~]/ }, (args) => (SERVER_BUNDLED_PACKAGES.test(args.path) ? undefined : { external: true }));
      },
    },
  ],
  sourcemap: true,
  logLevel: "warning",
});

// `npm start` rebuilds only when a source is newer than this stamp.
const { writeFileSync } = await import("node:fs");
writeFileSync(`${buildDir}/.stamp`, new Date().toISOString());
