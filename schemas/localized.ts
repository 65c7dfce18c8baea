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
