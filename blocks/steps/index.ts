import { z } from "zod";
import { pickLang } from "../../schemas/localize-text";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import { type DataListData, dataListRequest } from "../data-list-request";
import { defineBlock } from "../define-block";
import { ColumnCodeProp, columnCodeField, headingField, introField, RequiredLocalizedText } from "../fields";
import { StepList } from "./step-list";
import { stepsStrings } from "./strings";

export const StepsPropsSchema = z.object({
  heading: RequiredLocalizedText,
  intro: LocalizedTextSchema,
  columnCode: ColumnCodeProp,
  /** Show the full text of the step named by the route's `id` (the /detectionSteps/{id} page). */
  showCurrentStep: z.boolean(),
});
export type StepsProps = z.infer<typeof StepsPropsSchema>;

/** Numbered steps from a column's records, each linking to its detection-step page. */
export const steps = defineBlock<typeof StepsPropsSchema, DataListData>({
  type: "steps",
  category: "data",
  label: { zh: "步骤", en: "Steps" },
  schema: StepsPropsSchema,
  fields: {
    heading: headingField,
    intro: introField,
    columnCode: columnCodeField,
    showCurrentStep: {
      label: { zh: "显示当前步骤详情", en: "Show the current step in full" },
      kind: "boolean",
      help: {
        zh: "用于单个检测步骤的详情页：突出显示访客正在查看的步骤",
        en: "For a testing step's own page: the step the visitor opened is shown in full",
      },
    },
  },
  defaults: {
    heading: { zh: "送检流程", en: "How Testing Works" },
    intro: { zh: "", en: "" },
    columnCode: "detectionStep",
    showCurrentStep: false,
  },
  data: (props) => ({ items: dataListRequest(props.columnCode) }),
  component: StepList,
  strings: stepsStrings,
  sample: () => import("./sample-data").then((m) => m.stepsSample),
  meta: ({ props, data, lang, params }) => {
    const current = props.showCurrentStep ? data.items?.find((s) => String(s.id) === params.id) : undefined;
    return current
      ? { title: pickLang(current.title, current.titleEn, lang), description: pickLang(current.summary, current.summaryEn, lang) }
      : undefined;
  },
  pageHeading: ({ props, data, params }) => props.showCurrentStep && Boolean(data.items?.some((s) => String(s.id) === params.id)),
});
