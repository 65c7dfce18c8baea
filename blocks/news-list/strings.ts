import type { BlockStrings } from "../block-strings";

export const newsListStrings = {
  more: { zh: "更多新闻", en: "More news" },
} satisfies BlockStrings;
