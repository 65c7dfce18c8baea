import { describe, expect, it } from "vitest";
import { AdvantageListPropsSchema, advantageList } from "./index";

const defaults = advantageList.defaults as Record<string, unknown>;

describe("advantageList block props", () => {
  it("accepts its defaults", () => {
    expect(AdvantageListPropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["a missing heading", { heading: { zh: "", en: "" } }],
    ["an unknown tone", { tone: "neon" }],
  ])("refuses %s", (_, change) => {
    expect(AdvantageListPropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});
