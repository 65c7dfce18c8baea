import { z } from "zod";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import { defineBlock } from "../define-block";
import { CallToAction } from "./call-to-action";

export const CallToActionPropsSchema = z.object({
  title: LocalizedTextSchema.refine((t) => t.zh.trim() !== "", { message: "editor:rules.chineseRequired", path: ["zh"] }),
  text: LocalizedTextSchema,
  buttonLabel: LocalizedTextSchema.refine((t) => t.zh.trim() !== "", { message: "editor:rules.chineseRequired", path: ["zh"] }),
  link: z
    .string()
    .regex(/^(\/|https?:\/\/|mailto:|tel:)/, "editor:rules.link")
    .max(2000),
  tone: z.enum(["brand", "light"]),
});
export type CallToActionProps = z.infer<typeof CallToActionPropsSchema>;

export const callToAction = defineBlock({
  type: "callToAction",
  category: "content",
  label: { zh: "行动号召", en: "Call to action" },
  schema: CallToActionPropsSchema,
  fields: {
    title: { label: { zh: "标题", en: "Title" }, kind: "localizedText" },
    text: { label: { zh: "说明", en: "Text" }, kind: "localizedTextarea" },
    buttonLabel: { label: { zh: "按钮文字", en: "Button label" }, kind: "localizedText" },
    link: { label: { zh: "按钮链接", en: "Button link" }, kind: "link" },
    tone: {
      label: { zh: "配色", en: "Tone" },
      kind: {
        select: [
          { value: "brand", label: { zh: "品牌色", en: "Brand" } },
          { value: "light", label: { zh: "浅色", en: "Light" } },
        ],
      },
    },
  },
  defaults: {
    title: { zh: "需要检测您的乳铁蛋白样品？", en: "Need your lactoferrin sample tested?" },
    text: { zh: "在线提交送检信息，实时跟踪检测进度。", en: "Submit your sample online and follow the testing progress." },
    buttonLabel: { zh: "立即送检", en: "Send a sample" },
    link: "/sampleTesting/",
    tone: "brand",
  },
  component: CallToAction,
});
