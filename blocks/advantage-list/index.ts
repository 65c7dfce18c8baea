import { z } from "zod";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import { type DataListData, dataListRequest } from "../data-list-request";
import { defineBlock } from "../define-block";
import { ColumnCodeProp, columnCodeField, headingField, introField, RequiredLocalizedText } from "../fields";
import { AdvantageList } from "./advantage-list";

export const AdvantageListPropsSchema = z.object({
  heading: RequiredLocalizedText,
  intro: LocalizedTextSchema,
  columnCode: ColumnCodeProp,
  tone: z.enum(["plain", "tinted"]),
});
export type AdvantageListProps = z.infer<typeof AdvantageListPropsSchema>;

export const advantageList = defineBlock<typeof AdvantageListPropsSchema, DataListData>({
  type: "advantageList",
  category: "data",
  label: { zh: "优势列表", en: "Advantage list" },
  schema: AdvantageListPropsSchema,
  fields: {
    heading: headingField,
    intro: introField,
    columnCode: columnCodeField,
    tone: {
      label: { zh: "背景", en: "Background" },
      kind: {
        select: [
          { value: "plain", label: { zh: "白色", en: "White" } },
          { value: "tinted", label: { zh: "浅品牌色", en: "Light brand" } },
        ],
      },
    },
  },
  defaults: {
    heading: { zh: "我们的优势", en: "Our Advantages" },
    intro: { zh: "", en: "" },
    columnCode: "advantage",
    tone: "tinted",
  },
  data: (props) => ({ items: dataListRequest(props.columnCode) }),
  component: AdvantageList,
  sample: () => import("./sample-data").then((m) => m.advantageListSample),
});
