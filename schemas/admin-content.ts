import { z } from "zod";
import { RegisterRequestSchema, ROLES, type Role } from "./account";
import { SiteSettingsSchema } from "./entities";
import { HERO_OVERLAY_DEFAULT, HERO_OVERLAY_MAX, HERO_OVERLAY_MIN } from "./hero-overlay";
import { PageRequestSchema } from "./paging";
import { hasControlCharacters } from "./safe-link";
import { stripTags } from "./strip-tags";

/**
 * Request bodies of the back office's collection calls (`/api/admin/…`). The browser forms use the
 * same schemas; messages are `admin:validation.*` keys, translated on both sides.
 */
export const CONTENT_ROLES = ["editor", "admin"] as const satisfies readonly Role[];
export const USER_ADMIN_ROLES = ["admin"] as const satisfies readonly Role[];

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** The version the editor loaded; a save naming an older one is refused (000006), nothing written. */
export const VersionSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const AdminIdSchema = z.object({ id: Id });
export const VersionedIdSchema = z.object({ id: Id, version: VersionSchema });

/** A `{ zh, en }` pair as the back office's answers send it. */
export const BilingualAnswer = z.object({ zh: z.string(), en: z.string() });

export const SORT_ORDERS = ["asc", "desc"] as const;

/** A paged, searchable, sortable list: `sort` is one of the list's columns, the first is the default. */
export function adminListSchema<const S extends readonly [string, ...string[]]>(sorts: S, defaultOrder: "asc" | "desc" = "desc") {
  return PageRequestSchema.extend({
    keyword: z.string().trim().max(100).default(""),
    sort: z.enum(sorts).default(sorts[0]),
    order: z.enum(SORT_ORDERS).default(defaultOrder),
  });
}

const text = (max: number) => z.string().trim().max(max, `admin:validation.tooLong${max}`);
const requiredText = (max: number) => text(max).min(1, "admin:validation.required");

/** Chinese first (it is the fallback); English may stay empty and then shows the Chinese text. */
export const bilingual = (max: number, zhRequired = true) => z.object({ zh: zhRequired ? requiredText(max) : text(max), en: text(max) });

/** Rich text: HTML that the server sanitizes on save; up to 100 000 characters per language. */
export const RICH_TEXT_MAX = 100_000;
export const richText = (zhRequired = true) =>
  z.object({
    zh: zhRequired
      ? z.string().max(RICH_TEXT_MAX, "admin:validation.tooLong").refine(hasText, "admin:validation.required")
      : z.string().max(RICH_TEXT_MAX, "admin:validation.tooLong"),
    en: z.string().max(RICH_TEXT_MAX, "admin:validation.tooLong"),
  });
function hasText(html: string): boolean {
  return (
    stripTags(html)
      .replace(/&nbsp;/g, " ")
      .trim() !== "" || /<img\b/i.test(html)
  );
}

/**
 * An on-site path (`/demo/…`, `/files/img/…`) or an http(s) address; never `//host` or `javascript:`,
 * and no control characters (browsers drop tabs and newlines, so `/\t/evil.example` is `//evil.example`).
 */
export function isSafeUrl(v: string): boolean {
  if (hasControlCharacters(v)) return false;
  if (v.startsWith("/")) return !v.startsWith("//") && !v.includes("\\");
  return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v);
}
const url = (required: boolean) =>
  z
    .string()
    .trim()
    .max(2000, "admin:validation.tooLong2000")
    .refine((v) => (v === "" ? !required : isSafeUrl(v)), required ? "admin:validation.imageRequired" : "admin:validation.urlInvalid");
export const ImageUrlSchema = url(true);
export const OptionalUrlSchema = url(false);

/** A hero's overlay strength in percent (decision 208); whether its text stays readable is checked on save. */
export const OverlaySchema = z.coerce
  .number()
  .int("admin:validation.overlayInvalid")
  .min(HERO_OVERLAY_MIN, "admin:validation.overlayInvalid")
  .max(HERO_OVERLAY_MAX, "admin:validation.overlayInvalid")
  .default(HERO_OVERLAY_DEFAULT);

export const Sort = z.coerce
  .number()
  .int("admin:validation.sortInvalid")
  .min(0, "admin:validation.sortInvalid")
  .max(9999, "admin:validation.sortInvalid");

// ---------------------------------------------------------------- news

export const NEWS_STATUSES = ["draft", "published"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const NewsInputSchema = z.object({
  classCode: z.string().trim().min(1, "admin:validation.categoryRequired").max(64),
  title: bilingual(200),
  summary: bilingual(1000, false),
  content: richText(),
  cover: ImageUrlSchema,
  /** Any ISO date-time with an offset; stored in UTC so lists compare it as text. */
  publishTime: z.iso.datetime({ offset: true, message: "admin:validation.dateInvalid" }).transform((v) => new Date(v).toISOString()),
  status: z.enum(NEWS_STATUSES),
});
export type NewsInput = z.input<typeof NewsInputSchema>;
export const NewsUpdateSchema = NewsInputSchema.extend({
  id: Id,
  version: VersionSchema,
  /** Sent by the form's autosave: refused unless the item is a draft and stays one (it never publishes). */
  autosave: z.boolean().default(false),
});
export const NewsListSchema = adminListSchema(["publishTime", "updatedAt", "title"]).extend({
  status: z.enum(NEWS_STATUSES).optional(),
  classCode: z.string().trim().max(64).optional(),
});

export const AdminNewsSchema = z.object({
  id: z.number().int(),
  classCode: z.string(),
  title: BilingualAnswer,
  summary: BilingualAnswer,
  content: BilingualAnswer,
  cover: z.string(),
  publishTime: z.string(),
  status: z.enum(NEWS_STATUSES),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AdminNews = z.infer<typeof AdminNewsSchema>;
export const AdminNewsRowSchema = AdminNewsSchema.omit({ summary: true, content: true });
export type AdminNewsRow = z.infer<typeof AdminNewsRowSchema>;

/** What a news version keeps: the item's fields as they were saved. */
export type NewsContent = Pick<AdminNews, "classCode" | "title" | "summary" | "content" | "cover" | "publishTime" | "status">;

const VersionNumber = z.coerce.number().int().min(1).max(2_147_483_647);
export const NewsVersionListSchema = PageRequestSchema.extend({ id: Id });
export const NewsVersionGetSchema = z.object({ id: Id, number: VersionNumber });
/** Restores version `number` of item `id`, over the item's `version` the editor loaded. */
export const NewsRestoreSchema = z.object({ id: Id, number: VersionNumber, version: VersionSchema });

export const NewsVersionSummarySchema = z.object({
  number: z.number().int(),
  savedAt: z.string(),
  /** Who saved it (a nickname); null when unknown (saved before versions were kept). */
  savedBy: z.string().nullable(),
  autosave: z.boolean(),
  /** The state the item has now. */
  current: z.boolean(),
});
export type NewsVersionSummary = z.infer<typeof NewsVersionSummarySchema>;
export const NewsVersionDetailSchema = NewsVersionSummarySchema.extend({
  news: AdminNewsSchema.pick({ classCode: true, title: true, summary: true, content: true, cover: true, publishTime: true, status: true }),
});
export type NewsVersionDetail = z.infer<typeof NewsVersionDetailSchema>;
/** The data of a news save's 000006: the item's version now, and who saved it when. */
export interface NewsConflict {
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

// ---------------------------------------------------------------- categories

const CODE = /^[A-Za-z0-9][\w-]{0,63}$/;
export const CategoryInputSchema = z.object({
  /** Empty: a category without a code (kept, but not listed to visitors). */
  code: z
    .string()
    .trim()
    .max(64, "admin:validation.codeInvalid")
    .refine((v) => v === "" || CODE.test(v), "admin:validation.codeInvalid"),
  name: requiredText(50),
  nameEn: text(50),
  sort: Sort,
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;
export const CategoryUpdateSchema = CategoryInputSchema.extend({ id: Id, version: VersionSchema });
export const CategoryListSchema = adminListSchema(["sort", "name", "code"], "asc");
export const AdminCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
  newsCount: z.number().int(),
  version: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
/** A create call's answer when the form reloads the list: the new record's id. */
export const CreatedIdSchema = z.object({ id: z.number().int() });

// ---------------------------------------------------------------- banners

export const BannerInputSchema = z.object({
  position: z
    .string()
    .trim()
    .regex(/^[A-Za-z][\w-]{0,63}$/, "admin:validation.codeInvalid"),
  title: bilingual(200),
  subtitle: bilingual(500, false),
  image: ImageUrlSchema,
  /** The picture phones get instead (art direction); "" for the same picture. */
  phoneImage: OptionalUrlSchema.default(""),
  overlay: OverlaySchema,
  link: OptionalUrlSchema,
  sort: Sort,
  active: z.boolean(),
});
export type BannerInput = z.input<typeof BannerInputSchema>;
export const BannerUpdateSchema = BannerInputSchema.extend({ id: Id, version: VersionSchema });
export const BannerListSchema = adminListSchema(["sort", "title"], "asc").extend({ position: z.string().trim().max(64).optional() });
export const AdminBannerSchema = z.object({
  id: z.number().int(),
  position: z.string(),
  title: BilingualAnswer,
  subtitle: BilingualAnswer,
  image: z.string(),
  phoneImage: z.string(),
  overlay: z.number().int(),
  link: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;

// ---------------------------------------------------------------- site settings

const image = (altRequired: boolean) => z.object({ url: ImageUrlSchema, alt: bilingual(200, altRequired) });
/** Every website-info field of spec §3 plus the site name and the home page's footer headlines. */
export const SiteSettingsInputSchema = z.object({
  siteName: bilingual(100),
  footerHeadline: bilingual(200, false),
  footerSubheadline: bilingual(300, false),
  logo: image(true),
  colorfulLogo: image(true),
  icon: z.object({ url: ImageUrlSchema }),
  copyrightInfo: bilingual(300),
  recordNo: text(100),
  recordUrl: OptionalUrlSchema,
  contactPhone: text(50),
  siteAddress: bilingual(300),
  email: z
    .string()
    .trim()
    .max(200, "admin:validation.emailInvalid")
    .refine((v) => v === "" || z.email().safeParse(v).success, "admin:validation.emailInvalid"),
  weixinImg: image(false),
  douyinImg: image(false),
  xiaohongshuImg: image(false),
  weiboLink: OptionalUrlSchema,
  /** Empty: the confirmation names the site's own address (`siteAddress`). */
  labShippingAddress: bilingual(300, false).default({ zh: "", en: "" }),
  packingInstructions: bilingual(1000, false).default({ zh: "", en: "" }),
});
export type SiteSettingsInput = z.input<typeof SiteSettingsInputSchema>;
export const SiteSettingsUpdateSchema = z.object({ version: VersionSchema, settings: SiteSettingsInputSchema });
/** The settings as stored, with the version a save must name. */
export const AdminSiteSettingsSchema = z.object({ settings: SiteSettingsSchema, version: z.number().int(), updatedAt: z.string() });

// ---------------------------------------------------------------- policies

export const PolicyCodeSchema = z.object({ code: z.string().trim().min(1).max(64) });
export const PolicyInputSchema = z.object({ title: bilingual(200), content: richText() });
export type PolicyInput = z.input<typeof PolicyInputSchema>;
export const PolicyUpdateSchema = PolicyInputSchema.extend({ code: z.string().trim().min(1).max(64), version: VersionSchema });
export const AdminPolicySchema = z.object({
  code: z.string(),
  title: BilingualAnswer,
  content: BilingualAnswer,
  updatedAt: z.string(),
  version: z.number().int(),
});
export type AdminPolicy = z.infer<typeof AdminPolicySchema>;
export const AdminPolicyRowSchema = AdminPolicySchema.omit({ content: true });

// ---------------------------------------------------------------- messages

export const MESSAGE_STATUSES = ["new", "read", "handled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MessageListSchema = adminListSchema(["createdAt", "name"]).extend({ status: z.enum(MESSAGE_STATUSES).optional() });
export const MessageStatusSchema = VersionedIdSchema.extend({ status: z.enum(MESSAGE_STATUSES) });
export const AdminMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  company: z.string(),
  message: z.string(),
  lang: z.string(),
  createdAt: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  version: z.number().int(),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;
export const MessageStatusAnswerSchema = AdminMessageSchema.pick({ id: true, status: true, version: true });

// ---------------------------------------------------------------- users

export const UserListSchema = adminListSchema(["createdAt", "account", "nickname"]).extend({
  role: z.enum(ROLES).optional(),
});
export const UserRoleSchema = VersionedIdSchema.extend({ role: z.enum(ROLES) });
export const UserDisableSchema = VersionedIdSchema.extend({ disabled: z.boolean() });
export const AdminUserSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  company: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  disabled: z.boolean(),
  version: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** The audit entity names of the back office's collections. */
export const AUDIT_ENTITIES = {
  news: "news",
  category: "category",
  banner: "banner",
  siteSettings: "siteSettings",
  policy: "policy",
  message: "message",
  user: "user",
  image: "image",
} as const;

/** An admin creates a staff (or customer) account with a first password, to hand over in person. */
export const UserCreateSchema = RegisterRequestSchema.pick({ account: true, password: true, nickname: true }).extend({
  role: z.enum(ROLES),
});
export type UserCreateInput = z.input<typeof UserCreateSchema>;
