import { z } from "zod";
import { parseImageUrl } from "../../schemas/image";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import type { MediaInfo } from "../../schemas/media-info";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { type DataRequest, defineBlock } from "../define-block";
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
/** An uploaded image's alt text and focus from the media library (null when it is not there). */
export type MediaTextData = { media?: MediaInfo | null };

export const mediaText = defineBlock<typeof MediaTextPropsSchema, MediaTextData>({
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
      help: {
        zh: "媒体库中的图片使用它在媒体库中的替代文字；这里的文字只在媒体库没有时使用。装饰性图片留空",
        en: "An image from the media library shows its alt text from the library; this text is used only when the library has none. Leave empty for a decorative image",
      },
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
  data: (props): Record<string, DataRequest> =>
    parseImageUrl(props.image) ? { media: { path: PORTAL_PATHS.mediaInfo, body: { url: props.image } } } : {},
  component: MediaText,
  meta: ({ props }) => ({ image: props.image || undefined }),
});
