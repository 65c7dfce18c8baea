import { describe, expect, it } from "vitest";
import { ThreeColumnsPropsSchema, TwoColumnsPropsSchema, threeColumns, twoColumns } from "./index";

const two = twoColumns.defaults as Record<string, unknown>;

describe("layout blocks", () => {
  it("accept their defaults", () => {
    expect(TwoColumnsPropsSchema.safeParse(two).success).toBe(true);
    expect(ThreeColumnsPropsSchema.safeParse(threeColumns.defaults).success).toBe(true);
  });

  it.each([
    ["an unknown ratio", { ratio: "3-1" }],
    ["a column that is not a list of blocks", { left: "<p>x</p>" }],
    ["a child without an id", { left: [{ type: "richText", props: {} }] }],
  ])("refuse %s", (_, change) => {
    expect(TwoColumnsPropsSchema.safeParse({ ...two, ...change }).success).toBe(false);
  });
});
