import type { Plugin } from "vite";
import { applyExactEdits, type Edit } from "./exact-edits.ts";

const MARKER = "reloading page...";

/**
 * Each edit must match exactly once in React Router's module, or the build fails (React Router changed).
 *
 * 1. The route-module loader reloads the page on any failed import, with no limit, so a missing
 *    chunk could loop: the reload goes through `window.__reloadAfterChunkError`
 *    (src/navigation/chunk-reload-guard.ts), which declines within 10 s of the last reload of that path.
 * 2–4. When it declines, the visitor stays where they are: the navigation's module load is left
 *    pending, as React Router does after asking for a reload. React Router memoizes that pending
 *    load twice (the lazy route properties' cache, `getLazyRoute`'s promise), so every later click
 *    on that route would wait forever (decision 082). `globalThis.__forgetLazyRouteLoads()` drops
 *    both memos, so the next navigation loads the module again (and the guard decides again).
 *
 * Re-checked in decision 202 (React Router 7.18.4): without it a failed route module reloads the page
 * being left, with no limit. Upstream: no issue exists (related: remix-run/remix#9597,
 * https://github.com/remix-run/remix/issues/9597); one is drafted, not filed yet:
 * docs/upstream/react-router-route-module-reload.md.
 */
const EDITS: readonly Edit[] = [
  ["window.location.reload();", "window.__reloadAfterChunkError ? window.__reloadAfterChunkError() : window.location.reload();"],
  [
    "var lazyRoutePropertyCache = /* @__PURE__ */ new WeakMap();",
    "var lazyRoutePropertyCache = /* @__PURE__ */ new WeakMap();\n" +
      "globalThis.__forgetLazyRouteLoads = () => { lazyRoutePropertyCache = new WeakMap(); globalThis.__lazyRouteEpoch = (globalThis.__lazyRouteEpoch || 0) + 1; };",
  ],
  [
    "let lazyRoutePromise;\n      async function getLazyRoute() {\n        if (lazyRoutePromise) {",
    "let lazyRoutePromise, lazyRouteEpoch;\n      async function getLazyRoute() {\n        if (lazyRoutePromise && lazyRouteEpoch === globalThis.__lazyRouteEpoch) {",
  ],
  [
    "        lazyRoutePromise = (async () => {",
    "        lazyRouteEpoch = globalThis.__lazyRouteEpoch;\n        lazyRoutePromise = (async () => {",
  ],
];

/** Patches React Router's client code for the chunk reload guard (see EDITS). */
export function chunkReloadGuard(): Plugin {
  let patched = 0;
  return {
    name: "chunk-reload-guard",
    apply: "build",
    transform(code, id) {
      if (!id.includes("react-router") || !code.includes(MARKER)) return null;
      const result = applyExactEdits(code, EDITS);
      if ("error" in result) this.error(`chunk-reload-guard: ${result.error} in ${id}; React Router changed`);
      patched++;
      return { code: result.code, map: null };
    },
    buildEnd(error) {
      if (error) return; // the build failed already (a patch that did not apply says why)
      if (this.environment?.name === "client" && patched === 0)
        this.error("chunk-reload-guard: React Router's route-module loader was not found");
    },
  };
}
