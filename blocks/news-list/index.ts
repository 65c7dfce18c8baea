import { z } from "zod";
import type { NewsSummary } from "../../schemas/entities";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { defineBlock } from "../define-block";
import { headingField, introField, RequiredLocalizedText } from "../fields";
import { NewsList } from "./news-list";
import { newsListStrings } from "./strings";

export const NewsListPropsSchema = z.object({
  heading: RequiredLocalizedText,
  intro: LocalizedTextSchema,
  /** A news category code; empty shows every category. */
  categoryCode: z
    .string()
    .trim()
    .regex(/^([A-Za-z][\w-]{0,63})?$/, "editor:rules.categoryCode"),
  count: z.number().int().min(1).max(12),
});
export type NewsListProps = z.infer<typeof NewsListPropsSchema>;
export type NewsListData = { news: Page<NewsSummary> | null };

/** The latest articles (of one category or all), linking to /consult for more. */
export const newsList = defineBlock<typeof NewsListPropsSchema, NewsListData>({
  type: "newsList",
  category: "data",
  label: { zh: "新闻列表", en: "News list" },
  schema: NewsListPropsSchema,
  fields: {
    heading: headingField,
    intro: introField,
    categoryCode: { label: { zh: "新闻分类代码（留空为全部）", en: "News category code (empty = all)" }, kind: "text" },
    count: { label: { zh: "条数", en: "Number of articles" }, kind: "number" },
  },
  defaults: { heading: { zh: "新闻资讯", en: "News" }, intro: { zh: "", en: "" }, categoryCode: "", count: 3 },
  data: (props) => ({
    news: {
      path: PORTAL_PATHS.newsList,
      body: { pageNum: 1, pageSize: props.count, ...(props.categoryCode ? { code: props.categoryCode } : {}) },
    },
  }),
  component: NewsList,
  strings: newsListStrings,
  sample: () => import("./sample-data").then((m) => m.newsListSample),
});
