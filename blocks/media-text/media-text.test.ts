import { describe, expect, it } from "vitest";
import { MediaTextPropsSchema, mediaText } from "./index";

const defaults = mediaText.defaults as Record<string, unknown>;

describe("mediaText block props", () => {
  it("accepts its defaults", () => {
    expect(MediaTextPropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["a javascript: image", { image: "javascript:alert(1)" }],
    ["an unknown side", { imageSide: "top" }],
    ["a missing heading", { heading: { zh: "", en: "Title" } }],
  ])("refuses %s", (_, change) => {
    expect(MediaTextPropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});
