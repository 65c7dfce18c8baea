import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { bundleMap } from "./build-tools/bundle-map-plugin.ts";
import { chunkReloadGuard } from "./build-tools/chunk-reload-guard-plugin.ts";
import { puckAccessibility } from "./build-tools/puck-accessibility-plugin.ts";

export default defineConfig({
  plugins: [reactRouter(), chunkReloadGuard(), puckAccessibility(), bundleMap(process.env.BUILD_DIR ?? "build")],
  resolve: {
    alias: { "~": new URL("./src", import.meta.url).pathname },
  },
  build: {
    rolldownOptions: {
      // Chakra's theme module builds its full default config with defineConfig(), an identity
      // function; marked pure, the recipes we do not import drop out (src/theme/system.ts).
      treeshake: { manualPureFunctions: ["defineConfig", "z"] },
    },
  },
  // Builder's React SDK ships CommonJS/ESM builds Node cannot import as they are; Vite bundles it into the server build.
  ssr: { noExternal: ["@builder.io/react"] },
  optimizeDeps: {
    include: ["@chakra-ui/react", "@emotion/react", "@emotion/cache"],
  },
});
