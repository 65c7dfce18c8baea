import { z } from "zod";
import type { Lang } from "./lang";

/** Every editable bilingual text. English falls back to Chinese when empty (spec §3 rule, applied everywhere). */
export const LocalizedTextSchema = z.object({
  zh: z.string().max(20_000),
  en: z.string().max(20_000),
});
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

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
  const text = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&(nbsp|#160|#x0*a0|ensp|emsp|thinsp|zwnj|zwj|#8203|#x200b);/gi, " ");
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
