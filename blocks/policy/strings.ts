import type { BlockStrings } from "../block-strings";

export const policyStrings = {
  updated: { zh: "更新日期：{{date}}", en: "Updated: {{date}}" },
} satisfies BlockStrings;
