import type { ConsultClass, UserInfo, WebsiteInfo } from "../../schemas/entities";
import type { Lang } from "../../schemas/lang";

/*
 * Shape checks for what localStorage holds (spec §3), written out instead of parsed with the zod
 * schemas of schemas/entities.ts: this runs on every page, and zod would add ~25 KB to each
 * (decision 042). The schemas stay the reference; tests/unit/stored-shapes.test.ts checks these
 * guards accept what the schemas accept and refuse what they refuse.
 */

type Guard<T> = (value: unknown) => value is T;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isImageRef = (v: unknown) => isObject(v) && typeof v.url === "string" && (v.alt === undefined || typeof v.alt === "string");

const WEBSITE_TEXTS = [
  "siteName",
  "footerHeadline",
  "footerSubheadline",
  "copyrightInfo",
  "recordNo",
  "recordUrl",
  "contactPhone",
  "siteAddress",
  "email",
  "weiboLink",
] as const;
const WEBSITE_IMAGES = ["logo", "colorfulLogo", "icon", "weixinImg", "douyinImg", "xiaohongshuImg"] as const;

export const isUserInfo: Guard<UserInfo> = (v): v is UserInfo =>
  isObject(v) && typeof v.id === "number" && Number.isInteger(v.id) && typeof v.nickname === "string";

export const isWebsiteInfo: Guard<WebsiteInfo> = (v): v is WebsiteInfo =>
  isObject(v) && WEBSITE_TEXTS.every((k) => typeof v[k] === "string") && WEBSITE_IMAGES.every((k) => isImageRef(v[k]));

export const isConsultClassList: Guard<ConsultClass[]> = (v): v is ConsultClass[] =>
  Array.isArray(v) &&
  v.every(
    (c) => isObject(c) && (c.code === null || typeof c.code === "string") && typeof c.name === "string" && typeof c.nameEn === "string",
  );

/** Site config as last seen, with the language it was fetched in (the portal answers one language). */
export type StoredWebsiteInfo = WebsiteInfo & { lang: Lang };

export const isStoredWebsiteInfo: Guard<StoredWebsiteInfo> = (v): v is StoredWebsiteInfo =>
  isObject(v) && (v.lang === "zh" || v.lang === "en") && isWebsiteInfo(v);
