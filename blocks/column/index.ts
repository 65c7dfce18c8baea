import { z } from "zod";
import type { Column } from "../../schemas/entities";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { columnText } from "../../src/content/column-text";
import { defineBlock } from "../define-block";
import { ColumnCodeProp } from "../fields";
import { ColumnHero } from "./column-hero";

export const ColumnPropsSchema = z.object({ columnCode: ColumnCodeProp });
export type ColumnProps = z.infer<typeof ColumnPropsSchema>;
export type ColumnData = { column: Column | null };

/** A page's hero from a column (`column/getByCode`): title as h1, description, image. */
export const column = defineBlock<typeof ColumnPropsSchema, ColumnData>({
  type: "column",
  category: "hero",
  label: { zh: "栏目页头", en: "Column header" },
  schema: ColumnPropsSchema,
  fields: {
    columnCode: {
      label: { zh: "栏目代码", en: "Column code" },
      kind: "text",
      help: {
        zh: "标题、描述、关键词和图片来自后台“页面头部”中的此栏目；英文为空时显示中文",
        en: "Title, description, keywords and image come from this column under Page headers in the back office; empty English shows the Chinese",
      },
    },
  },
  defaults: { columnCode: "about" },
  data: (props) => ({ column: { path: PORTAL_PATHS.columnByCode, body: { columnCode: props.columnCode } } }),
  component: ColumnHero,
  sample: () => import("./sample-data").then((m) => m.columnSample),
  meta: ({ data, lang }) => (data.column ? { ...columnText(data.column, lang), image: data.column.image || undefined } : undefined),
  pageHeading: ({ data }) => Boolean(data.column),
});
