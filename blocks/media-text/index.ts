import { z } from "zod";
import { parseImageUrl } from "../../schemas/image";
import { LocalizedTextSchema } from "../../schemas/localized-text-schema";
import type { MediaInfo } from "../../schemas/media-info";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { type DataRequest, defineBlock } from "../define-block";
import { headingField, ImageProp, OptionalImageProp, RequiredLocalizedText } from "../fields";
import { MediaText } from "./media-text";

export const MediaTextPropsSchema = z.object({
  eyebrow: LocalizedTextSchema,
  heading: RequiredLocalizedText,
  body: RequiredLocalizedText,
  image: ImageProp,
  /**
   * Art direction (decision 208): the picture phones get instead; "" for the same picture. Defaulted, so
   * content written before it (a Builder.io entry, say) still validates; stored pages gain it in migration v3.
   */
  phoneImage: OptionalImageProp.default(""),
  /** Empty alt (both languages) marks the image as decorative. */
  imageAlt: LocalizedTextSchema,
  imageSide: z.enum(["left", "right"]),
});
export type MediaTextProps = z.infer<typeof MediaTextPropsSchema>;
/** The uploaded pictures' alt text and focus from the media library (null when not there). */
export type MediaTextData = { media?: MediaInfo | null; phoneMedia?: MediaInfo | null };

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
    phoneImage: {
      label: { zh: "手机端图片", en: "Picture for phones" },
      kind: "image",
      help: {
        zh: "可选：宽度小于 768 px 的屏幕显示的另一裁切或图片。留空则显示上面的图片",
        en: "Optional: another crop or picture for screens narrower than 768 px. Empty shows the picture above",
      },
    },
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
    phoneImage: "",
    imageAlt: { zh: "", en: "" },
    imageSide: "right",
  },
  data: (props): Record<string, DataRequest> => ({
    ...(parseImageUrl(props.image) && { media: { path: PORTAL_PATHS.mediaInfo, body: { url: props.image } } }),
    ...(props.phoneImage &&
      parseImageUrl(props.phoneImage) && { phoneMedia: { path: PORTAL_PATHS.mediaInfo, body: { url: props.phoneImage } } }),
  }),
  component: MediaText,
  meta: ({ props }) => ({ image: props.image || undefined }),
});
