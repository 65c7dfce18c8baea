import { describe, expect, it } from "vitest";
import { BannerPropsSchema, banner } from "./index";

const defaults = banner.defaults as Record<string, unknown>;

describe("banner block props", () => {
  it("accepts its defaults", () => {
    expect(BannerPropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["an unknown heading level", { headingLevel: "h7" }],
    ["a negative interval", { autoplaySeconds: -1 }],
    ["a position with spaces", { position: "home page" }],
  ])("refuses %s", (_, change) => {
    expect(BannerPropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});
