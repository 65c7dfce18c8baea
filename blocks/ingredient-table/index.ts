import { z } from "zod";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import { defineBlock } from "../define-block";
import { headingField, introField, RequiredLocalizedText } from "../fields";
import { IngredientTable } from "./ingredient-table";
import { ingredientTableStrings } from "./strings";

export const IngredientRowSchema = z.object({
  item: RequiredLocalizedText,
  value: RequiredLocalizedText,
  method: LocalizedTextSchema,
});
export const IngredientTablePropsSchema = z.object({
  heading: RequiredLocalizedText,
  intro: LocalizedTextSchema,
  rows: z.array(IngredientRowSchema).min(1, "editor:rules.rowsAtLeastOne").max(40, "editor:rules.rowsAtMost40"),
  note: LocalizedTextSchema,
});
export type IngredientTableProps = z.infer<typeof IngredientTablePropsSchema>;

/** A specification table: item, typical value, test method. */
export const ingredientTable = defineBlock({
  type: "ingredientTable",
  category: "content",
  label: { zh: "成分表", en: "Ingredient table" },
  schema: IngredientTablePropsSchema,
  fields: {
    heading: headingField,
    intro: introField,
    rows: {
      label: { zh: "行", en: "Rows" },
      kind: {
        list: {
          item: { label: { zh: "项目", en: "Item" }, kind: "localizedText" },
          value: { label: { zh: "指标", en: "Value" }, kind: "localizedText" },
          method: { label: { zh: "检测方法", en: "Method" }, kind: "localizedText" },
        },
      },
    },
    note: { label: { zh: "注释", en: "Note" }, kind: "localizedTextarea" },
  },
  defaults: {
    heading: { zh: "产品指标", en: "Specifications" },
    intro: { zh: "", en: "" },
    rows: [
      { item: { zh: "乳铁蛋白含量", en: "Lactoferrin content" }, value: { zh: "≥ 90%", en: "≥ 90%" }, method: { zh: "HPLC", en: "HPLC" } },
      { item: { zh: "纯度", en: "Purity" }, value: { zh: "≥ 95%", en: "≥ 95%" }, method: { zh: "SDS-PAGE", en: "SDS-PAGE" } },
    ],
    note: { zh: "", en: "" },
  },
  component: IngredientTable,
  strings: ingredientTableStrings,
});
