import { z } from "zod";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import { type DataListData, dataListRequest } from "../data-list-request";
import { defineBlock } from "../define-block";
import { ColumnCodeProp, columnCodeField, headingField, introField, RequiredLocalizedText } from "../fields";
import { ApplicationGrid } from "./application-grid";

export const ApplicationGridPropsSchema = z.object({
  heading: RequiredLocalizedText,
  intro: LocalizedTextSchema,
  columnCode: ColumnCodeProp,
});
export type ApplicationGridProps = z.infer<typeof ApplicationGridPropsSchema>;

/** Cards (image, title, summary) for a column's records: applications, testing items, … */
export const applicationGrid = defineBlock<typeof ApplicationGridPropsSchema, DataListData>({
  type: "applicationGrid",
  category: "data",
  label: { zh: "应用卡片", en: "Application grid" },
  schema: ApplicationGridPropsSchema,
  fields: { heading: headingField, intro: introField, columnCode: columnCodeField },
  defaults: {
    heading: { zh: "应用领域", en: "Applications" },
    intro: { zh: "", en: "" },
    columnCode: "application",
  },
  data: (props) => ({ items: dataListRequest(props.columnCode) }),
  component: ApplicationGrid,
  sample: () => import("./sample-data").then((m) => m.applicationGridSample),
});
