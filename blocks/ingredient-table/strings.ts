import type { BlockStrings } from "../block-strings";

export const ingredientTableStrings = {
  item: { zh: "项目", en: "Item" },
  value: { zh: "指标", en: "Specification" },
  method: { zh: "检测方法", en: "Test method" },
} satisfies BlockStrings;
