import { describe, expect, it } from "vitest";
import { RichTextPropsSchema, richText } from "./index";

const defaults = richText.defaults as Record<string, unknown>;

describe("richText block props", () => {
  it("accepts its defaults", () => {
    expect(RichTextPropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["an empty Chinese body", { body: { zh: " ", en: "<p>x</p>" } }],
    ["a body that is not localized", { body: "<p>x</p>" }],
  ])("refuses %s", (_, change) => {
    expect(RichTextPropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});
