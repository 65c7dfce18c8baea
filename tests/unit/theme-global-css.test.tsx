import { ChakraProvider } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider, css, Global, type SerializedStyles } from "@emotion/react";
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { adoptServerGlobalCss, installGlobalCss } from "../../src/theme/global-css";
import { system } from "../../src/theme/system";

/** The provider's global CSS as emotion puts it in the document (its own cache key: other tests' styles stay out). */
function renderedGlobalCss(): string {
  const cache = createCache({ key: "globaltest" });
  render(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <p>text</p>
      </ChakraProvider>
    </CacheProvider>,
  );
  return [...document.head.querySelectorAll('style[data-emotion^="globaltest-global"]')].map((s) => s.textContent).join("");
}

// Decision 098: the ~49 KB of global CSS is serialised once, not on every render and hydration.
describe("the theme's global CSS", () => {
  it("reaches emotion already serialised, so <Global> passes it through without serialising it again", () => {
    const global = system._global as unknown;
    // emotion's serializeStyles (behind css() and <Global>) returns an already serialised style itself.
    expect(css(global as Parameters<typeof css>[0])).toBe(global);
  });

  it("still puts the reset, the page's global styles and every token variable in the document", () => {
    const styles = renderedGlobalCss();
    expect(styles).toContain("--chakra-colors-brand-500:#b02e52");
    expect(styles).toMatch(/--chakra-fonts-body:"Inter Variable"/);
    // Preflight (box-sizing reset) and the layer order line.
    expect(styles).toMatch(/box-sizing:border-box/);
    expect(styles).toMatch(/@layer reset, ?base, ?tokens, ?recipes/);
  });
});

// Decisions 102 and 110: in the browser, the server's global style element is adopted by name.
describe("the server's global CSS in the browser", () => {
  const serverStyle = (emotion: string, text: string) => {
    const element = document.createElement("style");
    element.setAttribute("data-emotion", emotion);
    element.textContent = text;
    document.head.append(element);
    return element;
  };

  it("is adopted by the name the server gave it: emotion's <Global> inserts nothing and nothing is built (decision 110)", () => {
    const layers = serverStyle("adopttest-global l4y3rs", "@layer reset,base,tokens,recipes;");
    const global = serverStyle("adopttest-global s3rv3d", "@layer reset{html{line-height:1.5;}}");
    try {
      const build = vi.fn(() => css({ html: { lineHeight: 1.5 } }));
      const system = {};
      Object.defineProperty(system, "_global", { configurable: true, enumerable: true, get: build });
      installGlobalCss(system);
      const cache = createCache({ key: "adopttest" });
      render(
        <CacheProvider value={cache}>
          <Global styles={(system as { _global: SerializedStyles })._global} />
        </CacheProvider>,
      );
      expect(build).not.toHaveBeenCalled();
      expect(global.isConnected).toBe(true);
      expect(document.head.querySelectorAll('style[data-emotion^="adopttest-global"]')).toHaveLength(2);
    } finally {
      layers.remove();
      global.remove();
    }
  });

  it("is put back with the same rules if its element has gone", () => {
    const global = serverStyle("againtest-global s3rv3d", "@layer reset{html{line-height:1.5;}a{color:inherit;}}");
    const adopted = adoptServerGlobalCss();
    global.remove();
    expect(adopted?.name).toBe("s3rv3d");
    const cache = createCache({ key: "againtest" });
    render(
      <CacheProvider value={cache}>
        <Global styles={adopted} />
      </CacheProvider>,
    );
    const inserted = [...document.head.querySelectorAll('style[data-emotion^="againtest-global"]')].map((e) => e.textContent).join("");
    expect(inserted).toBe("@layer reset{html{line-height:1.5;}a{color:inherit;}}");
  });

  it("is built as before when the page has no such element (a page rendered in the browser alone)", () => {
    expect(adoptServerGlobalCss()).toBeUndefined();
  });
});
