import { z } from "zod";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import { defineBlock } from "../define-block";
import { headingField, ImageProp, RequiredLocalizedText } from "../fields";
import { MediaText } from "./media-text";

export const MediaTextPropsSchema = z.object({
  eyebrow: LocalizedTextSchema,
  heading: RequiredLocalizedText,
  body: RequiredLocalizedText,
  image: ImageProp,
  /** Empty alt (both languages) marks the image as decorative. */
  imageAlt: LocalizedTextSchema,
  imageSide: z.enum(["left", "right"]),
});
export type MediaTextProps = z.infer<typeof MediaTextPropsSchema>;

export const mediaText = defineBlock({
  type: "mediaText",
  category: "content",
  label: { zh: "图文", en: "Media and text" },
  schema: MediaTextPropsSchema,
  fields: {
    eyebrow: { label: { zh: "小标题", en: "Eyebrow" }, kind: "localizedText" },
    heading: headingField,
    body: { label: { zh: "正文", en: "Body" }, kind: "localizedRichText" },
    image: { label: { zh: "图片", en: "Image" }, kind: "image" },
    imageAlt: {
      label: { zh: "图片替代文字", en: "Image alt text" },
      kind: "localizedText",
      help: { zh: "装饰性图片留空", en: "Leave empty for a decorative image" },
    },
    imageSide: {
      label: { zh: "图片位置", en: "Image side" },
      kind: {
        select: [
          { value: "left", label: { zh: "左侧", en: "Left" } },
          { value: "right", label: { zh: "右侧", en: "Right" } },
        ],
      },
    },
  },
  defaults: {
    eyebrow: { zh: "公司介绍", en: "Who we are" },
    heading: { zh: "专注高活性乳铁蛋白", en: "Focused on High-Activity Lactoferrin" },
    body: {
      zh: "<p>我们以低温工艺保留乳铁蛋白的天然活性。</p>",
      en: "<p>Our low-temperature process keeps lactoferrin's natural activity.</p>",
    },
    image: "/demo/banner-2.svg",
    imageAlt: { zh: "", en: "" },
    imageSide: "right",
  },
  component: MediaText,
  meta: ({ props }) => ({ image: props.image || undefined }),
});
