import { describe, expect, it } from "vitest";
import { StepsPropsSchema, steps } from "./index";

const defaults = steps.defaults as Record<string, unknown>;

describe("steps block props", () => {
  it("accepts its defaults", () => {
    expect(StepsPropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["a non-boolean flag", { showCurrentStep: "yes" }],
    ["a bad column code", { columnCode: "" }],
  ])("refuses %s", (_, change) => {
    expect(StepsPropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});
