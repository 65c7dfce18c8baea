import { z } from "zod";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import { type DataListData, dataListRequest } from "../data-list-request";
import { defineBlock } from "../define-block";
import { ColumnCodeProp, columnCodeField, headingField, introField, RequiredLocalizedText } from "../fields";
import { FaqAccordion } from "./faq-accordion";

export const FaqPropsSchema = z.object({
  heading: RequiredLocalizedText,
  intro: LocalizedTextSchema,
  columnCode: ColumnCodeProp,
});
export type FaqProps = z.infer<typeof FaqPropsSchema>;

/** Questions and answers (a column's records: title = question, content = answer) as an accordion. */
export const faq = defineBlock<typeof FaqPropsSchema, DataListData>({
  type: "faq",
  category: "data",
  label: { zh: "常见问题", en: "FAQ" },
  schema: FaqPropsSchema,
  fields: { heading: headingField, intro: introField, columnCode: columnCodeField },
  defaults: {
    heading: { zh: "常见问题", en: "Frequently Asked Questions" },
    intro: { zh: "", en: "" },
    columnCode: "faq",
  },
  data: (props) => ({ items: dataListRequest(props.columnCode) }),
  component: FaqAccordion,
  sample: () => import("./sample-data").then((m) => m.faqSample),
});
