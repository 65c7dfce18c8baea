import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: { "~": new URL("./src", import.meta.url).pathname },
  },
  optimizeDeps: {
    include: ["@chakra-ui/react", "@emotion/react", "@emotion/cache"],
  },
});
