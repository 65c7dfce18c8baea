import { describe, expect, it } from "vitest";
import { headerAppearance } from "./header-appearance";

describe("header appearance (spec §2, §9)", () => {
  it.each(["index", "about", "protein", "sampleTesting", "testingServices"])(
    "%s: transparent at the top, light past the header height",
    (id) => {
      expect(headerAppearance(id, 0, 900)).toEqual({ transparent: true, scrolled: false, lightBackground: false, spacer: false });
      expect(headerAppearance(id, 72, 900).transparent).toBe(true);
      expect(headerAppearance(id, 73, 900)).toMatchObject({ transparent: false, scrolled: false });
      expect(headerAppearance(id, 101, 900)).toMatchObject({ transparent: false, scrolled: true, lightBackground: false });
      expect(headerAppearance(id, 901, 900)).toMatchObject({ scrolled: true, lightBackground: true });
    },
  );

  it("login stays transparent whatever the scroll", () => {
    expect(headerAppearance("login", 5000, 900)).toMatchObject({ transparent: true, spacer: false });
  });

  it.each(["consult", "consultDetail", "contact", "user", "dataComparison", "detectionSteps", "privacy", "disclaimer", "notFound"])(
    "%s: always light, with a spacer",
    (id) => {
      expect(headerAppearance(id, 0, 900)).toMatchObject({ transparent: false, spacer: true });
      expect(headerAppearance(id, 2000, 900)).toMatchObject({ transparent: false, spacer: true, scrolled: true, lightBackground: true });
    },
  );
});
