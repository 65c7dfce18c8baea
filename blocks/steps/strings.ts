import type { BlockStrings } from "../block-strings";

export const stepsStrings = {
  stepOf: { zh: "第 {{n}} 步，共 {{count}} 步", en: "Step {{n}} of {{count}}" },
} satisfies BlockStrings;
