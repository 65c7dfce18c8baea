import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { bundleMap } from "./build-tools/bundle-map-plugin.ts";
import { chunkReloadGuard } from "./build-tools/chunk-reload-guard-plugin.ts";
import { emotionStylesInPlace } from "./build-tools/emotion-styles-in-place-plugin.ts";
import { lazyChakraGlobal } from "./build-tools/lazy-chakra-global-plugin.ts";
import { puckAccessibility } from "./build-tools/puck-accessibility-plugin.ts";
import { reactRouterProduction } from "./build-tools/react-router-production-plugin.ts";
import { SERVER_BUNDLED_PACKAGES } from "./build-tools/server-bundled-packages.mjs";
import { visitorChunking } from "./build-tools/visitor-chunks.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const codeSplitting = visitorChunking();
// The patches to dependencies' built code, each a plugin. WITHOUT_PATCHES=name,… builds without
// those (names as in build-tools/), to measure what each one still gains at an upgrade (decision 202).
const withoutPatches = new Set((process.env.WITHOUT_PATCHES ?? "").split(",").filter(Boolean));
const dependencyPatchPlugins = [
  reactRouterProduction(),
  chunkReloadGuard(),
  puckAccessibility(),
  lazyChakraGlobal(),
  emotionStylesInPlace(),
];
for (const name of withoutPatches)
  if (!dependencyPatchPlugins.some((p) => p.name === name)) throw new Error(`WITHOUT_PATCHES: no patch named ${name}`);

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), ...dependencyPatchPlugins.filter((p) => !withoutPatches.has(p.name)), bundleMap(buildDir)],
  resolve: {
    alias: { "~": new URL("./src", import.meta.url).pathname },
  },
  // CSS modules (decision 115): short class names in the build, every element carries them;
  // readable ones while developing.
  css: {
    modules: { generateScopedName: command === "build" ? "_[hash:base64:6]" : "[name]_[local]_[hash:base64:4]" },
  },
  build: {
    rolldownOptions: {
      // Chakra's theme module builds its full default config with defineConfig(), an identity
      // function; marked pure, the recipes we do not import drop out (src/theme/system.ts).
      treeshake: { manualPureFunctions: ["defineConfig", "z"] },
    },
  },
  // Visitors' pages load a few larger files instead of ~50 small ones (decision 103; scripts/build.mjs).
  ...(codeSplitting ? { environments: { client: { build: { rolldownOptions: { output: { codeSplitting } } } } } } : {}),
  // Builder's React SDK ships CommonJS/ESM builds Node cannot import as they are; Chakra and its
  // Ark/Zag machinery are bundled so the server loads only the components used (decision 096).
  ssr: { noExternal: ["@builder.io/react", SERVER_BUNDLED_PACKAGES] },
  optimizeDeps: {
    // `npm run dev` serves no index.html for Vite to scan: without entries it met each dependency on
    // first use, optimized again and answered the page's earlier imports 504 "Outdated Optimize Dep".
    entries: ["src/**/*.tsx", "blocks/**/*.tsx", "!**/*.test.tsx", "!**/*.stories.tsx"],
    include: ["@chakra-ui/react", "@emotion/react", "@emotion/cache"],
  },
}));
