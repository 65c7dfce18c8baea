import { z } from "zod";
import { LocalizedTextSchema } from "./localized-text-schema";
import type { Focus } from "./media-info";

/** Shapes of what the portal returns (spec §3). Pairs follow the spec's `name`/`nameEn` naming. */

const ImageRef = z.object({ url: z.string(), alt: z.string().optional() });

export const WebsiteInfoSchema = z.object({
  siteName: z.string(),
  /** The two headline texts above the footer on the home page. */
  footerHeadline: z.string(),
  footerSubheadline: z.string(),
  logo: ImageRef,
  colorfulLogo: ImageRef,
  icon: ImageRef,
  copyrightInfo: z.string(),
  recordNo: z.string(),
  recordUrl: z.string(),
  contactPhone: z.string(),
  siteAddress: z.string(),
  email: z.string(),
  weixinImg: ImageRef,
  douyinImg: ImageRef,
  xiaohongshuImg: ImageRef,
  weiboLink: z.string(),
});
export type WebsiteInfo = z.infer<typeof WebsiteInfoSchema>;

const LocalizedImage = z.object({ url: z.string().max(2000), alt: LocalizedTextSchema });

/** Site settings as stored: one document, bilingual where visitors read it. */
const EmptyText = { zh: "", en: "" };

export const SiteSettingsSchema = z.object({
  siteName: LocalizedTextSchema,
  footerHeadline: LocalizedTextSchema.default(EmptyText),
  footerSubheadline: LocalizedTextSchema.default(EmptyText),
  logo: LocalizedImage,
  colorfulLogo: LocalizedImage,
  icon: z.object({ url: z.string().max(2000) }),
  copyrightInfo: LocalizedTextSchema,
  recordNo: z.string().max(100),
  recordUrl: z.string().max(2000),
  contactPhone: z.string().max(50),
  siteAddress: LocalizedTextSchema,
  email: z.string().max(200),
  weixinImg: LocalizedImage,
  douyinImg: LocalizedImage,
  xiaohongshuImg: LocalizedImage,
  weiboLink: z.string().max(2000),
  /** Where customers send samples, and how to pack them (the sample confirmation and its mail). */
  labShippingAddress: LocalizedTextSchema.default(EmptyText),
  packingInstructions: LocalizedTextSchema.default(EmptyText),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const ConsultClassSchema = z.object({
  code: z.string().nullable(),
  name: z.string(),
  nameEn: z.string(),
});
export type ConsultClass = z.infer<typeof ConsultClassSchema>;

export const RegionSchema = z.object({ code: z.string(), name: z.string(), nameEn: z.string() });
export type Region = z.infer<typeof RegionSchema>;

/**
 * An uploaded image's focus point from the media library (percent from the left and top edges), so
 * visitors' pages crop around it; null for an image that is not in the library (cropped at the centre).
 */
export const ImageFocusSchema = z.object({ x: z.number(), y: z.number() }).nullable() satisfies z.ZodType<Focus | null>;

export const BannerSchema = z.object({
  id: z.number().int(),
  position: z.string(),
  title: z.string(),
  titleEn: z.string(),
  subtitle: z.string(),
  subtitleEn: z.string(),
  image: z.string(),
  imageFocus: ImageFocusSchema,
  /** Art direction (decision 208): the picture phones get instead ("" for the same) and its focus. */
  phoneImage: z.string(),
  phoneImageFocus: ImageFocusSchema,
  /** The dark overlay's strength under the text, in percent. */
  overlay: z.number().int(),
  link: z.string(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** One entry of a column's `customFieldList` JSON string (spec §3). */
export const CustomFieldSchema = z.object({ field: z.string(), value: z.string() });
export const CustomFieldListSchema = z.array(CustomFieldSchema);
export type CustomField = z.infer<typeof CustomFieldSchema>;

export const ColumnSchema = z.object({
  columnCode: z.string(),
  columnTitle: z.string(),
  columnDesc: z.string(),
  columnKeyword: z.string(),
  image: z.string(),
  imageFocus: ImageFocusSchema,
  /** Art direction (decision 208): the picture phones get instead ("" for the same) and its focus. */
  phoneImage: z.string(),
  phoneImageFocus: ImageFocusSchema,
  /** The dark overlay's strength under the text, in percent. */
  overlay: z.number().int(),
  /** JSON string of `{field, value}` entries holding columnTitleEn, columnDescEn, columnKeywordEn. */
  customFieldList: z.string(),
});
export type Column = z.infer<typeof ColumnSchema>;

export const NewsSummarySchema = z.object({
  id: z.number().int(),
  classCode: z.string(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  cover: z.string(),
  coverFocus: ImageFocusSchema,
  /**
   * The cover's alt text from the media library (decision 160), per language; "" when the cover is
   * not a library image. Not in spec §3: a portal without them leaves the cover decorative.
   */
  coverAlt: z.string().optional(),
  coverAltEn: z.string().optional(),
  publishTime: z.string(),
});
export type NewsSummary = z.infer<typeof NewsSummarySchema>;

export const NewsDetailSchema = NewsSummarySchema.extend({
  content: z.string(),
  contentEn: z.string(),
  className: z.string(),
  classNameEn: z.string(),
});
export type NewsDetail = z.infer<typeof NewsDetailSchema>;

export const NewsLinkSchema = z.object({ id: z.number().int(), title: z.string(), titleEn: z.string() });
export const NewsNeighborSchema = z.object({
  prev: NewsLinkSchema.nullable(),
  next: NewsLinkSchema.nullable(),
});
export type NewsNeighbor = z.infer<typeof NewsNeighborSchema>;

export const PolicySchema = z.object({
  code: z.string(),
  title: z.string(),
  titleEn: z.string(),
  content: z.string(),
  contentEn: z.string(),
  updateTime: z.string(),
});
export type Policy = z.infer<typeof PolicySchema>;

/** Generic content records of a column (`content/data/list`, `content/data/pageList`). */
export const DataItemSchema = z.object({
  id: z.number().int(),
  columnCode: z.string(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  content: z.string(),
  contentEn: z.string(),
  image: z.string(),
  imageFocus: ImageFocusSchema,
  link: z.string(),
  sort: z.number().int(),
  publishTime: z.string(),
});
export type DataItem = z.infer<typeof DataItemSchema>;

export const UserInfoSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;
