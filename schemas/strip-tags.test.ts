import { describe, expect, it } from "vitest";
import { htmlHasContent } from "./localize-text";
import { stripComments, stripTags } from "./strip-tags";

describe("stripTags / stripComments", () => {
  it("removes what the regular expressions they replace removed", () => {
    const samples = [
      "<p>a</p>",
      "a < b",
      "<p>x<br/>y",
      "<<p>>",
      "<a href='>'>t</a>",
      "no tags",
      "<",
      "a<b>c<d",
      "<!-- x --><p>y</p><!-- z",
    ];
    for (const s of samples) {
      expect(stripTags(s)).toBe(s.replace(/<[^>]*>/g, ""));
      expect(stripTags(s, " ")).toBe(s.replace(/<[^>]*>/g, " "));
      expect(stripComments(s)).toBe(s.replace(/<!--[\s\S]*?-->/g, ""));
    }
  });

  it("takes linear time on 100,000 unclosed '<' or '<!--' (the regular expressions took seconds)", () => {
    const started = performance.now();
    expect(stripTags("<".repeat(100_000))).toHaveLength(100_000);
    expect(stripComments("<!--".repeat(25_000))).toHaveLength(100_000);
    expect(htmlHasContent(`${"<".repeat(100_000)}`)).toBe(true);
    expect(htmlHasContent(`<p>${"<!--".repeat(25_000)}`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
