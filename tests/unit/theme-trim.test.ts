import fs from "node:fs";
import path from "node:path";
import { animationStyles, keyframes, semanticTokens, tokens } from "@chakra-ui/react/theme";
import { describe, expect, it } from "vitest";
import { lightOnly, UNUSED_KEYFRAMES, UNUSED_PALETTES } from "../../src/theme/light-theme";
import { system } from "../../src/theme/system";
import { sourceFiles } from "../support/source-files";

const code = [...sourceFiles("src"), ...sourceFiles("blocks")]
  .filter((file) => !file.endsWith(path.join("theme", "light-theme.ts")))
  .map((file) => fs.readFileSync(file, "utf8"))
  .join("\n");
const word = (name: string) => new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`);

/** What the theme leaves out must be what nothing asks for (decision 106). */
describe("theme trim", () => {
  it("leaves out only palettes that exist in Chakra's theme and that no code names", () => {
    for (const palette of UNUSED_PALETTES) {
      expect(Object.keys(tokens.colors)).toContain(palette);
      expect(code, palette).not.toMatch(word(palette));
      expect(system.token(`colors.${palette}.500`, "missing")).toBe("missing");
    }
    expect(system.token("colors.brand.600", "missing")).not.toBe("missing");
    expect(system.token("colors.teal.500", "missing")).not.toBe("missing");
  });

  it("leaves out only keyframes no included recipe, animation style, token or code names", () => {
    const config = system._config.theme ?? {};
    const named = JSON.stringify([config.recipes, config.slotRecipes, animationStyles, tokens.animations]) + code;
    for (const name of UNUSED_KEYFRAMES) {
      expect(Object.keys(keyframes)).toContain(name);
      expect(named, name).not.toMatch(word(name));
      expect(Object.keys(config.keyframes ?? {})).not.toContain(name);
    }
    expect(Object.keys(config.keyframes ?? {})).toContain("spin");
  });

  it("has no dark mode: no `.dark` variables, the light value everywhere", () => {
    expect(code).not.toMatch(/_dark\b|colorMode/);
    const css = JSON.stringify(system.getTokenCss());
    expect(css).not.toMatch(/\.dark\b/);
    expect(lightOnly(semanticTokens.colors.bg.DEFAULT)).toEqual({ value: "{colors.white}" });
    expect(lightOnly({ value: { base: "a", md: "b", _dark: "c" } })).toEqual({ value: { base: "a", md: "b" } });
    expect(lightOnly({ value: { _light: "a", md: "b", _dark: "c" } })).toEqual({ value: { base: "a", md: "b" } });
    expect(system.token("colors.fg", "missing")).not.toBe("missing");
  });
});
