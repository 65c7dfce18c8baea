import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src",
  // BUILD_DIR lets parallel test runs (or a staged deploy) build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
