import { describe, expect, it } from "vitest";
import { ApplicationGridPropsSchema, applicationGrid } from "./index";

const defaults = applicationGrid.defaults as Record<string, unknown>;

describe("applicationGrid block props", () => {
  it("accepts its defaults", () => {
    expect(ApplicationGridPropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["a bad column code", { columnCode: "1 2 3" }],
    ["a missing heading", { heading: { zh: "", en: "Apps" } }],
  ])("refuses %s", (_, change) => {
    expect(ApplicationGridPropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});
