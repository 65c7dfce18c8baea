import { describe, expect, it } from "vitest";
import { FaqPropsSchema, faq } from "./index";

const defaults = faq.defaults as Record<string, unknown>;

describe("faq block props", () => {
  it("accepts its defaults", () => {
    expect(FaqPropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["a missing heading", { heading: { zh: " ", en: "FAQ" } }],
    ["a bad column code", { columnCode: "faq list" }],
  ])("refuses %s", (_, change) => {
    expect(FaqPropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});
