import { describe, expect, it } from "vitest";
import { ColumnPropsSchema, column } from "./index";

const defaults = column.defaults as Record<string, unknown>;

describe("column block props", () => {
  it("accepts its defaults", () => {
    expect(ColumnPropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["an empty column code", { columnCode: "" }],
    ["a code with a slash", { columnCode: "../about" }],
  ])("refuses %s", (_, change) => {
    expect(ColumnPropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});
