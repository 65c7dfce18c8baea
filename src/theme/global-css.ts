import { css, type SerializedStyles } from "@emotion/react";

/** How the global style element's CSS begins: Chakra's preflight, in its `reset` layer. */
const GLOBAL_CSS_START = "@layer reset{";

/**
 * Chakra's `system._global` — preflight, the global styles and every token as a CSS variable, ~49
 * KB of CSS — made as cheap as it can be:
 * - serialised once per process, not by emotion's <Global> on every render (decision 098);
 * - in the browser, when the server's page has it, taken from the page: <Global> adopts an existing
 *   style element whose name matches and inserts nothing (decisions 102 and 110). In production
 *   builds Chakra's `_global` is a getter (build-tools/lazy-chakra-global-plugin.ts) and is then
 *   never built in the browser.
 */
export function installGlobalCss(system: object) {
  const chakra = Object.getOwnPropertyDescriptor(system, "_global");
  let built: SerializedStyles | undefined;
  const serialised = () => {
    built ??= css((chakra?.get ? chakra.get.call(system) : chakra?.value) as Parameters<typeof css>[0]);
    return built;
  };
  let global: SerializedStyles | undefined;
  Object.defineProperty(system, "_global", {
    configurable: true,
    enumerable: true,
    get: () => {
      global ??= adoptServerGlobalCss() ?? serialised();
      return global;
    },
  });
}

/**
 * The server's global style element, by name, with the CSS it holds. emotion's `<Global>` reads
 * `styles` as soon as it renders (its check for an already serialised style), so the CSS cannot be
 * left to build on first read: that built the whole global CSS in every page's hydration (~16 ms
 * of a phone's long task, decision 110). The element's text is that CSS, compiled; emotion inserts
 * it only if the element has gone (the provider mounted again), and compiling compiled CSS again
 * gives the same rules.
 */
export function adoptServerGlobalCss(): SerializedStyles | undefined {
  if (typeof document === "undefined") return undefined;
  for (const element of document.querySelectorAll('style[data-emotion*="-global "]')) {
    const name = element.getAttribute("data-emotion")?.split(" ")[1];
    const styles = element.textContent ?? "";
    if (!name || !styles.startsWith(GLOBAL_CSS_START)) continue;
    return { name, styles, next: undefined };
  }
  return undefined;
}
