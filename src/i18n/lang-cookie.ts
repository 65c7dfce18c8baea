import { LANG_COOKIE, LANG_COOKIE_MAX_AGE_SECONDS, type Lang } from "../../schemas/lang";

/** The language cookie of spec §4: 365 days, path /, SameSite=Lax. */
export function langCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
