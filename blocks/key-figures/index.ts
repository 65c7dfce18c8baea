import { z } from "zod";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import { defineBlock } from "../define-block";
import { headingField, RequiredLocalizedText } from "../fields";
import { KeyFigures } from "./key-figures";

/** Units differ by language ("5 天" / "5 days"), so the figure is bilingual too (page schema v2). */
const FigureValue = z.object({ zh: z.string().trim().min(1, "editor:rules.figureRequired").max(20), en: z.string().trim().max(20) });
export const KeyFigurePropsSchema = z.object({
  value: FigureValue,
  label: RequiredLocalizedText,
});
export const KeyFiguresPropsSchema = z.object({
  heading: LocalizedTextSchema,
  items: z.array(KeyFigurePropsSchema).min(1, "editor:rules.figuresAtLeastOne").max(8, "editor:rules.figuresAtMost8"),
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
          value: { label: { zh: "数值", en: "Value" }, kind: "localizedText" },
          label: { label: { zh: "说明", en: "Label" }, kind: "localizedText" },
        },
      },
    },
  },
  defaults: {
    heading: { zh: "", en: "" },
    items: [
      { value: { zh: "≥95%", en: "≥95%" }, label: { zh: "SDS-PAGE 纯度", en: "SDS-PAGE purity" } },
      { value: { zh: "10–20%", en: "10–20%" }, label: { zh: "铁饱和度", en: "Iron saturation" } },
      { value: { zh: "<4°C", en: "<4°C" }, label: { zh: "全程低温工艺", en: "Cold process throughout" } },
    ],
  },
  component: KeyFigures,
});
