import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { bundleMap } from "./build-tools/bundle-map-plugin.ts";
import { chunkReloadGuard } from "./build-tools/chunk-reload-guard-plugin.ts";

export default defineConfig({
  plugins: [reactRouter(), chunkReloadGuard(), bundleMap(process.env.BUILD_DIR ?? "build")],
  resolve: {
    alias: { "~": new URL("./src", import.meta.url).pathname },
  },
  optimizeDeps: {
    include: ["@chakra-ui/react", "@emotion/react", "@emotion/cache"],
  },
});
