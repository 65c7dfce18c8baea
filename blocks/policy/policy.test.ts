import { describe, expect, it } from "vitest";
import { PolicyPropsSchema, policy } from "./index";

const defaults = policy.defaults as Record<string, unknown>;

describe("policy block props", () => {
  it("accepts its defaults", () => {
    expect(PolicyPropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["an empty code", { code: "" }],
    ["a code with a slash", { code: "a/b" }],
  ])("refuses %s", (_, change) => {
    expect(PolicyPropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});
