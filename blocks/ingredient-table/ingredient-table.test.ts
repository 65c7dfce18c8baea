import { describe, expect, it } from "vitest";
import { IngredientTablePropsSchema, ingredientTable } from "./index";

const defaults = ingredientTable.defaults as Record<string, unknown>;

describe("ingredientTable block props", () => {
  it("accepts its defaults", () => {
    expect(IngredientTablePropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["no rows", { rows: [] }],
    ["a row without a value", { rows: [{ item: { zh: "纯度", en: "Purity" }, value: { zh: "", en: "" }, method: { zh: "", en: "" } }] }],
  ])("refuses %s", (_, change) => {
    expect(IngredientTablePropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});
