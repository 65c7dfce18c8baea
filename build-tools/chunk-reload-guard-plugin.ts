import type { Plugin } from "vite";

const MARKER = "reloading page...";
const RELOAD = "window.location.reload();";

/**
 * React Router reloads the page whenever a route module fails to load, with no limit, so a
 * missing chunk can loop. This routes that one call through `window.__reloadAfterChunkError`
 * (src/navigation/chunk-reload-guard.ts); when the guard declines, the visitor stays on the current
 * page with an error toast (React Router's pending navigation never completes, as before).
 * The build fails if React Router's code no longer matches.
 */
export function chunkReloadGuard(): Plugin {
  let patched = 0;
  return {
    name: "chunk-reload-guard",
    apply: "build",
    transform(code, id) {
      if (!id.includes("react-router") || !code.includes(MARKER)) return null;
      const count = code.split(RELOAD).length - 1;
      if (count !== 1) this.error(`chunk-reload-guard: expected one ${RELOAD} in ${id}, found ${count}; React Router changed`);
      patched++;
      return {
        code: code.replace(RELOAD, "window.__reloadAfterChunkError ? window.__reloadAfterChunkError() : window.location.reload();"),
        map: null,
      };
    },
    buildEnd() {
      if (this.environment?.name === "client" && patched === 0)
        this.error("chunk-reload-guard: React Router's route-module loader was not found");
    },
  };
}
