import { z } from "zod";

export const LANGS = ["zh", "en"] as const;
export const LangSchema = z.enum(LANGS);
export type Lang = z.infer<typeof LangSchema>;

/** The value of the `lang` header and body field (spec §7). */
export const HTML_LANG = { zh: "zh-CN", en: "en-US" } as const satisfies Record<Lang, string>;
export type HtmlLang = (typeof HTML_LANG)[Lang];

export const DEFAULT_LANG: Lang = "en";
export const LANG_COOKIE = "lang";
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Accepts `zh`, `en`, `zh-CN`, `en-US` (any case); anything else is not a language we serve. */
export function parseLang(value: string | null | undefined): Lang | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  if (v === "zh" || v.startsWith("zh-")) return "zh";
  if (v === "en" || v.startsWith("en-")) return "en";
  return undefined;
}

/** First visit without a cookie: zh* → zh, everything else → en. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang {
  const first = header?.split(",")[0]?.split(";")[0];
  return parseLang(first) === "zh" ? "zh" : "en";
}
