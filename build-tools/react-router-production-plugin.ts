import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/**
 * React Router 7 points every export condition at `dist/development`, whose `ENABLE_DEV_WARNINGS`
 * is `true`, so browsers download its warnings in production too (remix-run/react-router#12532,
 * #14102). It also ships `dist/production`, the same modules with that flag `false`. This resolves
 * the browser's production build to it (decision 107); the server keeps Node's resolution.
 */
export function reactRouterProduction(): Plugin {
  const dist = path.join(path.dirname(require.resolve("react-router/package.json")), "dist", "production");
  const entries: Record<string, string> = {
    "react-router": path.join(dist, "index.mjs"),
    "react-router/dom": path.join(dist, "dom-export.mjs"),
  };
  let production = false;
  return {
    name: "react-router-production",
    enforce: "pre",
    apply: "build",
    configResolved(config) {
      production = config.mode === "production";
    },
    resolveId(source) {
      if (!production || this.environment.name !== "client") return null;
      return entries[source] ?? null;
    },
  };
}
