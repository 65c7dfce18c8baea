import { describe, expect, it } from "vitest";
import { headerAppearance, sameLook } from "./header-appearance";

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

describe("useScrollY's filter (decision 110)", () => {
  const routes = ["index", "login", "consult", "about", "notFound"];
  it("treats two scroll positions as the same only when every route's header looks the same at both", () => {
    const positions = [0, 1, 72, 73, 99, 100, 101, 500, 799, 800, 801, 823, 824, 900, 901, 5000];
    const heights = [600, 800, 823, 900];
    for (const y1 of positions)
      for (const h1 of heights)
        for (const y2 of positions)
          for (const h2 of heights) {
            const same = routes.every(
              (id) => JSON.stringify(headerAppearance(id, y1, h1)) === JSON.stringify(headerAppearance(id, y2, h2)),
            );
            expect(sameLook({ scrollY: y1, windowHeight: h1 }, y2, h2), `${y1}/${h1} vs ${y2}/${h2}`).toBe(same);
          }
  });
});
