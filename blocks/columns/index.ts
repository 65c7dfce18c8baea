import { z } from "zod";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import { defineBlock } from "../define-block";
import { ChildBlocksProp, headingField } from "../fields";
import { ThreeColumns, TwoColumns } from "./columns-layout";

const richTextChild = (id: string, zh: string, en: string) => ({
  id,
  type: "richText",
  props: { heading: { zh: "", en: "" }, body: { zh: `<p>${zh}</p>`, en: `<p>${en}</p>` } },
});
const columnField = (zh: string, en: string) => ({ label: { zh, en }, kind: "blocks" as const });

export const TwoColumnsPropsSchema = z.object({
  heading: LocalizedTextSchema,
  ratio: z.enum(["1-1", "2-1", "1-2"]),
  left: ChildBlocksProp,
  right: ChildBlocksProp,
});
export type TwoColumnsProps = z.infer<typeof TwoColumnsPropsSchema>;

export const ThreeColumnsPropsSchema = z.object({
  heading: LocalizedTextSchema,
  first: ChildBlocksProp,
  second: ChildBlocksProp,
  third: ChildBlocksProp,
});
export type ThreeColumnsProps = z.infer<typeof ThreeColumnsPropsSchema>;

/** Two columns of blocks side by side (stacked on small screens). */
export const twoColumns = defineBlock({
  type: "twoColumns",
  category: "layout",
  label: { zh: "两栏布局", en: "Two columns" },
  schema: TwoColumnsPropsSchema,
  fields: {
    heading: headingField,
    ratio: {
      label: { zh: "栏宽比例", en: "Column widths" },
      kind: {
        select: [
          { value: "1-1", label: { zh: "等宽", en: "Equal" } },
          { value: "2-1", label: { zh: "左宽右窄", en: "Wide left" } },
          { value: "1-2", label: { zh: "左窄右宽", en: "Wide right" } },
        ],
      },
    },
    left: columnField("左栏", "Left column"),
    right: columnField("右栏", "Right column"),
  },
  defaults: {
    heading: { zh: "", en: "" },
    ratio: "1-1",
    left: [richTextChild("left-text", "左栏内容。", "Left column text.")],
    right: [richTextChild("right-text", "右栏内容。", "Right column text.")],
  },
  component: TwoColumns,
});

/** Three equal columns of blocks (stacked on small screens). */
export const threeColumns = defineBlock({
  type: "threeColumns",
  category: "layout",
  label: { zh: "三栏布局", en: "Three columns" },
  schema: ThreeColumnsPropsSchema,
  fields: {
    heading: headingField,
    first: columnField("第一栏", "First column"),
    second: columnField("第二栏", "Second column"),
    third: columnField("第三栏", "Third column"),
  },
  defaults: {
    heading: { zh: "", en: "" },
    first: [richTextChild("first-text", "第一栏内容。", "First column text.")],
    second: [richTextChild("second-text", "第二栏内容。", "Second column text.")],
    third: [richTextChild("third-text", "第三栏内容。", "Third column text.")],
  },
  component: ThreeColumns,
});
