import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { chunkReloadGuard } from "./build-tools/chunk-reload-guard-plugin.ts";

export default defineConfig({
  plugins: [reactRouter(), chunkReloadGuard()],
  resolve: {
    alias: { "~": new URL("./src", import.meta.url).pathname },
  },
  // Builder's React SDK ships CommonJS/ESM builds Node cannot import as they are; Vite bundles it into the server build.
  ssr: { noExternal: ["@builder.io/react"] },
  optimizeDeps: {
    include: ["@chakra-ui/react", "@emotion/react", "@emotion/cache"],
  },
});
