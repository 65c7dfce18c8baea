import type { Lang } from "./lang";
import { stripComments, stripTags } from "./strip-tags";

/**
 * The language-fallback rules for bilingual texts, without zod: visitors' pages import these, and the
 * schema (schemas/localized.ts) stays out of their bundles (decision 042).
 */
export interface LocalizedText {
  zh: string;
  en: string;
}

export function localize(text: LocalizedText, lang: Lang): string {
  return lang === "en" && text.en.trim() !== "" ? text.en : text.zh;
}

/** The same rule for API entities that carry `name`/`nameEn`-style pairs. */
export function pickLang(zh: string, en: string | null | undefined, lang: Lang): string {
  return lang === "en" && en != null && en.trim() !== "" ? en : zh;
}

/**
 * Whether (already sanitized) HTML shows a reader anything: text other than white space, or an
 * image. It only decides which language to show, so a rough reading is enough; sanitizing is
 * sanitize-html's job. "<p></p>", "<p>&nbsp;</p>" and "<br>" are empty.
 */
export function htmlHasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = stripTags(stripComments(html)).replace(/&(nbsp|#160|#x0*a0|ensp|emsp|thinsp|zwnj|zwj|#8203|#x200b);/gi, " ");
  return text.trim() !== "";
}

/** The fallback rule for rich text: English HTML that shows nothing falls back to the Chinese. */
export function localizeHtml(text: LocalizedText, lang: Lang): string {
  return lang === "en" && htmlHasContent(text.en) ? text.en : text.zh;
}

/** The same for API entities' `content`/`contentEn` pairs. */
export function pickLangHtml(zh: string, en: string | null | undefined, lang: Lang): string {
  return lang === "en" && en != null && htmlHasContent(en) ? en : zh;
}
