import { z } from "zod";
import { adminListSchema, BilingualAnswer, bilingual, VersionSchema } from "./admin-content";
import { IMAGE_FORMATS, type UploadedImage } from "./image";
import type { Focus, MediaInfo } from "./media-info";

export type { Focus, MediaInfo } from "./media-info";

/**
 * The media library (decision 160): every uploaded image with its alt text per language, the point
 * that stays in view when it is cropped, and where it is used. Messages are `admin:validation.*` keys.
 */
export const MEDIA_NAME_MAX = 200;
export const MEDIA_ALT_MAX = 300;

const PublicId = z.string().regex(/^[0-9a-f]{24}-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}$/, "admin:validation.mediaUnknown");
/** A percentage of the image's width or height, from its left or top edge. */
const FocusPercent = z.coerce
  .number()
  .int("admin:validation.focusInvalid")
  .min(0, "admin:validation.focusInvalid")
  .max(100, "admin:validation.focusInvalid");

export const FocusSchema = z.object({ x: FocusPercent, y: FocusPercent }) satisfies z.ZodType<Focus>;

/** `id`: just that image (the page editor reads the one a field shows). */
export const MediaListSchema = adminListSchema(["createdAt", "name"]).extend({ id: PublicId.optional() });
export const MediaIdSchema = z.object({ id: PublicId });
export const MediaUpdateSchema = z.object({
  id: PublicId,
  version: VersionSchema,
  name: z.string().trim().max(MEDIA_NAME_MAX, "admin:validation.tooLong200"),
  alt: bilingual(MEDIA_ALT_MAX, false),
  focus: FocusSchema,
});
export type MediaUpdate = z.input<typeof MediaUpdateSchema>;
export const MediaDeleteSchema = z.object({ id: PublicId, version: VersionSchema });
/** The public read of an image's alt text and focus (blocks showing an uploaded image ask for it). */
export const MediaInfoRequestSchema = z.object({ url: z.string().max(2000) });

/** The form fields sent with an upload (multipart, beside `file`); all optional. */
export const MediaUploadFieldsSchema = z.object({
  name: z.string().trim().max(MEDIA_NAME_MAX, "admin:validation.tooLong200").default(""),
  altZh: z.string().trim().max(MEDIA_ALT_MAX, "admin:validation.tooLong300").default(""),
  altEn: z.string().trim().max(MEDIA_ALT_MAX, "admin:validation.tooLong300").default(""),
});

export const MEDIA_USAGE_KINDS = ["page", "pageDraft", "section", "news", "banner", "column", "columnItem", "settings"] as const;
export type MediaUsageKind = (typeof MEDIA_USAGE_KINDS)[number];
/** One place that shows the image: what it is, its name (in both languages where it has two) and where to edit it. */
export const MediaUsageSchema = z.object({
  kind: z.enum(MEDIA_USAGE_KINDS),
  title: BilingualAnswer,
  /** The back-office path that edits it. */
  editPath: z.string(),
});
export type MediaUsage = z.infer<typeof MediaUsageSchema>;

const FocusAnswer = z.object({ x: z.number(), y: z.number() });
export const MediaItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  contentType: z.string(),
  /** The largest WebP variant: what image fields store. */
  url: z.string(),
  variants: z.array(z.object({ width: z.number().int(), format: z.string(), url: z.string() })),
  alt: BilingualAnswer,
  focus: FocusAnswer,
  /** The grey level its brightest 5 % of pixels exceed (decision 208); null for an image uploaded before it was measured. */
  brightLevel: z.number().int().nullable(),
  usedBy: z.array(MediaUsageSchema),
  createdAt: z.string(),
  version: z.number().int(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;
/** An image upload's answer (the type lives in image.ts, which visitors' blocks import without zod). */
export const UploadedImageSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  variants: z.array(z.object({ width: z.number().int(), format: z.enum(IMAGE_FORMATS), url: z.string() })),
}) satisfies z.ZodType<UploadedImage>;
/** `media/info`'s answer (the type lives in media-info.ts, which visitors' blocks import without zod). */
export const MediaInfoSchema = z.object({ alt: BilingualAnswer, focus: FocusAnswer }) satisfies z.ZodType<MediaInfo>;
