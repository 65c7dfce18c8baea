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
        zh: "标题、描述和图片来自该栏目（英文取 columnTitleEn 等，空则用中文）",
        en: "Title, description and image come from this column (English from columnTitleEn etc., falling back to Chinese)",
      },
    },
  },
  defaults: { columnCode: "about" },
  data: (props) => ({ column: { path: PORTAL_PATHS.columnByCode, body: { columnCode: props.columnCode } } }),
  component: ColumnHero,
  sample: () => import("./sample-data").then((m) => m.columnSample),
  meta: ({ data, lang }) => (data.column ? { ...columnText(data.column, lang), image: data.column.image || undefined } : undefined),
});
