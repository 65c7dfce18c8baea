import { z } from "zod";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import { defineBlock } from "../define-block";
import { headingField, RequiredLocalizedText } from "../fields";
import { RichTextBlock } from "./rich-text-block";

export const RichTextPropsSchema = z.object({
  heading: LocalizedTextSchema,
  body: RequiredLocalizedText,
});
export type RichTextProps = z.infer<typeof RichTextPropsSchema>;

/** Formatted text (HTML, sanitized by the page loader before it reaches the browser). */
export const richText = defineBlock({
  type: "richText",
  category: "content",
  label: { zh: "富文本", en: "Rich text" },
  schema: RichTextPropsSchema,
  fields: {
    heading: headingField,
    body: { label: { zh: "正文", en: "Body" }, kind: "localizedRichText" },
  },
  defaults: {
    heading: { zh: "关于乳铁蛋白", en: "About Lactoferrin" },
    body: {
      zh: "<p>乳铁蛋白是一种天然存在于乳汁中的铁结合糖蛋白。</p>",
      en: "<p>Lactoferrin is an iron-binding glycoprotein found naturally in milk.</p>",
    },
  },
  component: RichTextBlock,
});
