import { dependencyPatches } from "./dependency-patches.ts";

/**
 * Chakra's createSystem builds `_global` — preflight, the global styles and every token as a CSS
 * variable — at once, though a browser showing a server-rendered page never needs it (it adopts the
 * server's style element: src/theme/global-css.ts, decision 102). Building it is about half of
 * createSystem's time. This makes it a getter, built on first use.
 *
 * Re-measured in decision 202 (kept, on the ≥ 10 ms TBT rule). Upstream: no issue exists; one is
 * drafted, not filed yet: docs/upstream/chakra-lazy-global-css.md.
 */
export const lazyChakraGlobal = () =>
  dependencyPatches("lazy-chakra-global", [
    {
      package: "@chakra-ui/react",
      marker: "function getTokenCss() {",
      edits: [
        ["  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n", "  let _globalStyles;\n"],
        [
          "    _global,\n",
          "    get _global() {\n      return _globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n",
        ],
      ],
    },
  ]);
