import { css, type SerializedStyles } from "@emotion/react";

/** How the global style element's CSS begins: Chakra's preflight, in its `reset` layer. */
const GLOBAL_CSS_START = "@layer reset{";

/**
 * Chakra's `system._global` — preflight, the global styles and every token as a CSS variable, ~49
 * KB of CSS — made as cheap as it can be:
 * - serialised once per process, not by emotion's <Global> on every render (decision 098);
 * - in the browser, when the server's page has it, only named: <Global> adopts an existing style
 *   element whose name matches and inserts nothing, so the CSS is built only if emotion ever has to
 *   insert it again (decision 102). In production builds Chakra's `_global` is a getter
 *   (build-tools/lazy-chakra-global-plugin.ts) and is then never built in the browser.
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
      global ??= adoptServerGlobalCss(serialised) ?? serialised();
      return global;
    },
  });
}

/** The server's global style element, by name; its CSS is built only when read. */
export function adoptServerGlobalCss(serialised: () => SerializedStyles): SerializedStyles | undefined {
  if (typeof document === "undefined") return undefined;
  for (const element of document.querySelectorAll('style[data-emotion*="-global "]')) {
    const name = element.getAttribute("data-emotion")?.split(" ")[1];
    if (!name || !element.textContent?.startsWith(GLOBAL_CSS_START)) continue;
    return {
      name,
      get styles() {
        return serialised().styles;
      },
      get next() {
        return serialised().next;
      },
    } as SerializedStyles;
  }
  return undefined;
}
