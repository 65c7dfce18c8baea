import { describe, expect, it } from "vitest";
import { aosVisible, REVEAL_DEFAULTS, revealVisible, SCROLL_ANIMATION_DEFAULTS } from "./scroll-animation-defaults";

describe("scroll animation defaults (spec §9)", () => {
  it("are the AOS and reveal numbers of the spec", () => {
    expect(SCROLL_ANIMATION_DEFAULTS).toEqual({
      offset: 120,
      delay: 0,
      duration: 400,
      easing: "ease",
      once: false,
      startEvent: "DOMContentLoaded",
      throttleDelay: 99,
      debounceDelay: 50,
    });
    expect(REVEAL_DEFAULTS).toEqual({ duration: 600, distance: 0, origin: "bottom", opacity: 0, scale: 1, viewFactor: 0 });
  });

  it("AOS shows an element once its top is 120 px inside the viewport", () => {
    expect(aosVisible({ top: 779, bottom: 900, height: 121 }, 900)).toBe(true);
    expect(aosVisible({ top: 780, bottom: 900, height: 120 }, 900)).toBe(false);
  });

  it("reveal with view factor 0 shows an element as soon as any part is visible", () => {
    expect(revealVisible({ top: 899, bottom: 1200, height: 301 }, 900)).toBe(true);
    expect(revealVisible({ top: 900, bottom: 1200, height: 300 }, 900)).toBe(false);
    expect(revealVisible({ top: -300, bottom: 1, height: 301 }, 900)).toBe(true);
    expect(revealVisible({ top: -300, bottom: 0, height: 300 }, 900)).toBe(false);
  });
});
