import { z } from "zod";
import { RegisterRequestSchema, ROLES, type Role } from "./account";
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

export interface AdminNews {
  id: number;
  classCode: string;
  title: { zh: string; en: string };
  summary: { zh: string; en: string };
  content: { zh: string; en: string };
  cover: string;
  publishTime: string;
  status: NewsStatus;
  updatedAt: string;
  version: number;
}
export type AdminNewsRow = Omit<AdminNews, "summary" | "content">;

/** What a news version keeps: the item's fields as they were saved. */
export type NewsContent = Pick<AdminNews, "classCode" | "title" | "summary" | "content" | "cover" | "publishTime" | "status">;

const VersionNumber = z.coerce.number().int().min(1).max(2_147_483_647);
export const NewsVersionListSchema = PageRequestSchema.extend({ id: Id });
export const NewsVersionGetSchema = z.object({ id: Id, number: VersionNumber });
/** Restores version `number` of item `id`, over the item's `version` the editor loaded. */
export const NewsRestoreSchema = z.object({ id: Id, number: VersionNumber, version: VersionSchema });

export interface NewsVersionSummary {
  number: number;
  savedAt: string;
  /** Who saved it (a nickname); null when unknown (saved before versions were kept). */
  savedBy: string | null;
  autosave: boolean;
  /** The state the item has now. */
  current: boolean;
}
export interface NewsVersionDetail extends NewsVersionSummary {
  news: NewsContent;
}
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
export interface AdminCategory {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  sort: number;
  newsCount: number;
  version: number;
}

// ---------------------------------------------------------------- banners

export const BannerInputSchema = z.object({
  position: z
    .string()
    .trim()
    .regex(/^[A-Za-z][\w-]{0,63}$/, "admin:validation.codeInvalid"),
  title: bilingual(200),
  subtitle: bilingual(500, false),
  image: ImageUrlSchema,
  link: OptionalUrlSchema,
  sort: Sort,
  active: z.boolean(),
});
export type BannerInput = z.input<typeof BannerInputSchema>;
export const BannerUpdateSchema = BannerInputSchema.extend({ id: Id, version: VersionSchema });
export const BannerListSchema = adminListSchema(["sort", "title"], "asc").extend({ position: z.string().trim().max(64).optional() });
export interface AdminBanner {
  id: number;
  position: string;
  title: { zh: string; en: string };
  subtitle: { zh: string; en: string };
  image: string;
  link: string;
  sort: number;
  active: boolean;
  version: number;
}

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

// ---------------------------------------------------------------- policies

export const PolicyCodeSchema = z.object({ code: z.string().trim().min(1).max(64) });
export const PolicyInputSchema = z.object({ title: bilingual(200), content: richText() });
export type PolicyInput = z.input<typeof PolicyInputSchema>;
export const PolicyUpdateSchema = PolicyInputSchema.extend({ code: z.string().trim().min(1).max(64), version: VersionSchema });
export interface AdminPolicy {
  code: string;
  title: { zh: string; en: string };
  content: { zh: string; en: string };
  updatedAt: string;
  version: number;
}

// ---------------------------------------------------------------- messages

export const MESSAGE_STATUSES = ["new", "read", "handled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MessageListSchema = adminListSchema(["createdAt", "name"]).extend({ status: z.enum(MESSAGE_STATUSES).optional() });
export const MessageStatusSchema = VersionedIdSchema.extend({ status: z.enum(MESSAGE_STATUSES) });
export interface AdminMessage {
  id: number;
  name: string;
  phone: string;
  email: string;
  company: string;
  message: string;
  lang: string;
  createdAt: string;
  status: MessageStatus;
  version: number;
}

// ---------------------------------------------------------------- users

export const UserListSchema = adminListSchema(["createdAt", "account", "nickname"]).extend({
  role: z.enum(ROLES).optional(),
});
export const UserRoleSchema = VersionedIdSchema.extend({ role: z.enum(ROLES) });
export const UserDisableSchema = VersionedIdSchema.extend({ disabled: z.boolean() });
export interface AdminUser {
  id: number;
  account: string;
  nickname: string;
  company: string;
  role: Role;
  createdAt: string;
  disabled: boolean;
  version: number;
}

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
