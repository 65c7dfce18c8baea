import { ChakraProvider } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider, css } from "@emotion/react";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
    expect(styles).toMatch(/--chakra-fonts-body:system-ui/);
    // Preflight (box-sizing reset) and the layer order line.
    expect(styles).toMatch(/box-sizing:border-box/);
    expect(styles).toMatch(/@layer reset, ?base, ?tokens, ?recipes/);
  });
});
