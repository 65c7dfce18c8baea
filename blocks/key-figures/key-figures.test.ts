import { describe, expect, it } from "vitest";
import { KeyFiguresPropsSchema, keyFigures } from "./index";

const defaults = keyFigures.defaults as Record<string, unknown>;

describe("keyFigures block props", () => {
  it("accepts its defaults", () => {
    expect(KeyFiguresPropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["no figures", { items: [] }],
    ["nine figures", { items: Array.from({ length: 9 }, () => ({ value: { zh: "1", en: "1" }, label: { zh: "一", en: "one" } })) }],
    ["an empty value", { items: [{ value: { zh: " ", en: "1" }, label: { zh: "一", en: "one" } }] }],
    ["a plain-string value (the shape before page schema v2)", { items: [{ value: "1", label: { zh: "一", en: "one" } }] }],
  ])("refuses %s", (_, change) => {
    expect(KeyFiguresPropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});
