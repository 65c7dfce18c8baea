import { describe, expect, it } from "vitest";
import {
  brightestLevel,
  brightLevelOf,
  formatContrast,
  HERO_MIN_CONTRAST,
  heroTextContrast,
  minimumHeroOverlay,
  UNMEASURED_BRIGHT_LEVEL,
} from "./hero-overlay";

describe("hero overlay contrast (decision 208)", () => {
  it("is WCAG's contrast of white text over the blended colour", () => {
    expect(heroTextContrast(0, 0)).toBeCloseTo(21, 5);
    expect(heroTextContrast(0, 255)).toBeCloseTo(1, 5);
    // White over #777 is 4.48:1 (a known value): no overlay leaves exactly that.
    expect(heroTextContrast(0, 0x77)).toBeCloseTo(4.48, 2);
    expect(heroTextContrast(70, 255)).toBeGreaterThan(heroTextContrast(60, 255));
  });

  it("counts an unmeasured picture as white", () => {
    expect(heroTextContrast(50, null)).toBe(heroTextContrast(50, UNMEASURED_BRIGHT_LEVEL));
  });

  it("names the lightest overlay that reaches 4.5:1, and one percent less does not", () => {
    for (const level of [null, 255, 200, 150]) {
      const min = minimumHeroOverlay(level);
      expect(heroTextContrast(min, level), `level ${level}`).toBeGreaterThanOrEqual(HERO_MIN_CONTRAST);
      if (min > 0) expect(heroTextContrast(min - 1, level), `level ${level}`).toBeLessThan(HERO_MIN_CONTRAST);
    }
    expect(minimumHeroOverlay(null)).toBe(57);
    // A dark photograph needs none.
    expect(minimumHeroOverlay(60)).toBe(0);
  });

  it("takes the brighter of a slide's pictures, and an unmeasured one as white", () => {
    expect(brightestLevel([120, 200])).toBe(200);
    expect(brightestLevel([120, null])).toBeNull();
  });

  it("measures the grey level only the brightest 5 % of pixels exceed", () => {
    const pixels = new Uint8Array(100).fill(40);
    pixels.fill(250, 96);
    expect(brightLevelOf(pixels)).toBe(40);
    pixels.fill(250, 94);
    expect(brightLevelOf(pixels)).toBe(250);
  });

  it("never rounds a failing ratio up to a passing one", () => {
    expect(formatContrast(4.49)).toBe("4.4:1");
    expect(formatContrast(7.23)).toBe("7.2:1");
  });
});
