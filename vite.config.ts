import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { chunkReloadGuard } from "./build-tools/chunk-reload-guard-plugin.ts";

export default defineConfig({
  plugins: [reactRouter(), chunkReloadGuard()],
  resolve: {
    alias: { "~": new URL("./src", import.meta.url).pathname },
  },
  optimizeDeps: {
    include: ["@chakra-ui/react", "@emotion/react", "@emotion/cache"],
  },
});
