import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HEADER_HEIGHT_PX } from "../../src/layout/header/header-appearance";
import { system } from "../../src/theme/system";

/**
 * Visitors' pages read the design tokens from src/styles/tokens.css, the Chakra pages from the
 * theme (decision 115): both must say the same, or the header looks different on the login page.
 */
const css = fs.readFileSync(path.resolve(import.meta.dirname, "../../src/styles/tokens.css"), "utf8");
const token = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();

describe("design tokens", () => {
  it("are Chakra's theme values: the brand and gray palettes, font sizes, radii, z-indices", () => {
    const pairs: Array<[string, string]> = [
      ...[50, 100, 200, 300, 400, 500, 600, 700, 800, 900].flatMap(
        (n): Array<[string, string]> => [
          [`color-brand-${n}`, `colors.brand.${n}`],
          [`color-gray-${n}`, `colors.gray.${n}`],
        ],
      ),
      ...["xs", "sm", "md", "lg", "xl", "2xl", "3xl", "4xl", "5xl"].map((s): [string, string] => [`text-${s}`, `fontSizes.${s}`]),
      ...["sm", "md", "lg", "xl", "2xl"].map((s): [string, string] => [`radius-${s}`, `radii.${s}`]),
      ...["dropdown", "sticky", "overlay", "modal", "popover", "toast"].map((z): [string, string] => [`z-${z}`, `zIndex.${z}`]),
    ];
    const differing = pairs.filter(([css, chakra]) => token(css)?.toLowerCase() !== String(system.token(chakra)).toLowerCase());
    expect(pairs.length).toBeGreaterThan(30);
    expect(differing.map(([css, chakra]) => `--${css}: ${token(css)} / ${chakra}: ${system.token(chakra)}`)).toEqual([]);
  });

  it("set the brand typeface, then the platform's CJK fonts, on both halves (issue 24)", () => {
    const stack = token("font-body")?.replace(/\s+/g, " ");
    expect(stack).toBe(String(system.token("fonts.body")));
    expect(String(system.token("fonts.heading"))).toBe(stack);
    expect(stack).toMatch(/^"Inter Variable", "Inter Fallback", "PingFang SC", .*"Source Han Sans SC"/);
  });

  it("give the header the height its scroll logic uses", () => {
    expect(token("header-height")).toBe(`${HEADER_HEIGHT_PX}px`);
  });
});
