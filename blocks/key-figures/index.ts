import { z } from "zod";
import { LocalizedTextSchema } from "../../schemas/localized";
import { defineBlock } from "../define-block";
import { headingField, RequiredLocalizedText } from "../fields";
import { KeyFigures } from "./key-figures";

export const KeyFigurePropsSchema = z.object({
  value: z.string().trim().min(1, "editor:rules.figureRequired").max(20),
  label: RequiredLocalizedText,
});
export const KeyFiguresPropsSchema = z.object({
  heading: LocalizedTextSchema,
  items: z.array(KeyFigurePropsSchema).min(1, "at least one figure").max(8, "at most 8 figures"),
});
export type KeyFiguresProps = z.infer<typeof KeyFiguresPropsSchema>;

export const keyFigures = defineBlock({
  type: "keyFigures",
  category: "content",
  label: { zh: "关键数据", en: "Key figures" },
  schema: KeyFiguresPropsSchema,
  fields: {
    heading: headingField,
    items: {
      label: { zh: "数据", en: "Figures" },
      kind: {
        list: {
          value: { label: { zh: "数值", en: "Value" }, kind: "text" },
          label: { label: { zh: "说明", en: "Label" }, kind: "localizedText" },
        },
      },
    },
  },
  defaults: {
    heading: { zh: "", en: "" },
    items: [
      { value: "≥95%", label: { zh: "SDS-PAGE 纯度", en: "SDS-PAGE purity" } },
      { value: "10–20%", label: { zh: "铁饱和度", en: "Iron saturation" } },
      { value: "<4°C", label: { zh: "全程低温工艺", en: "Cold process throughout" } },
    ],
  },
  component: KeyFigures,
});
