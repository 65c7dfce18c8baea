import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src",
  // BUILD_DIR lets parallel test runs (or a staged deploy) build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  future: {
    // Keeps the trailing slash of spec §2's URLs (/about/) in the server's location, so the
    // canonical and hreflang URLs rendered on the server match the browser's (route data then
    // loads from /about/_.data instead of /about.data).
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
