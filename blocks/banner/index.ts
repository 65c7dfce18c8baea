import { z } from "zod";
import type { Banner } from "../../schemas/entities";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { defineBlock } from "../define-block";
import { BannerCarousel } from "./banner-carousel";
import { bannerStrings } from "./strings";

export const BannerPropsSchema = z.object({
  position: z
    .string()
    .trim()
    .regex(/^[A-Za-z][\w-]{0,63}$/, "editor:rules.bannerPosition"),
  /** Seconds per slide; 0 turns autoplay off. */
  autoplaySeconds: z.number().int().min(0).max(30),
  headingLevel: z.enum(["h1", "h2"]),
});
export type BannerProps = z.infer<typeof BannerPropsSchema>;
export type BannerData = { banners: Banner[] | null };

export const banner = defineBlock<typeof BannerPropsSchema, BannerData>({
  type: "banner",
  category: "hero",
  label: { zh: "轮播横幅", en: "Banner carousel" },
  schema: BannerPropsSchema,
  fields: {
    position: {
      label: { zh: "横幅位置", en: "Banner position" },
      kind: "text",
      help: {
        zh: "显示后台“横幅”中此位置的幻灯片（首页为 index）",
        en: "Shows the slides of this position under Banners in the back office (the home page's is index)",
      },
    },
    autoplaySeconds: { label: { zh: "自动播放间隔（秒，0 为关闭）", en: "Autoplay interval (seconds, 0 = off)" }, kind: "number" },
    headingLevel: {
      label: { zh: "标题级别", en: "Heading level" },
      kind: {
        select: [
          { value: "h1", label: { zh: "页面主标题（h1）", en: "Page title (h1)" } },
          { value: "h2", label: { zh: "章节标题（h2）", en: "Section heading (h2)" } },
        ],
      },
    },
  },
  defaults: { position: "index", autoplaySeconds: 6, headingLevel: "h1" },
  data: (props) => ({ banners: { path: PORTAL_PATHS.bannerList, body: { position: props.position } } }),
  component: BannerCarousel,
  strings: bannerStrings,
  sample: () => import("./sample-data").then((m) => m.bannerSample),
  meta: ({ data }) => ({ image: data.banners?.[0]?.image || undefined }),
  pageHeading: ({ props, data }) => props.headingLevel === "h1" && (data.banners?.length ?? 0) > 0,
});
