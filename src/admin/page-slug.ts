import type { LocalizedText } from "../../schemas/localize-text";

const HAN = /\p{Script=Han}/u;
const MAX_SLUG = 80;

/** Words as a page address: lower-case ASCII letters and digits joined by "-", accents dropped, at most 80 characters. */
export function slugify(words: string): string {
  const slug = words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG);
  return cut.includes("-") ? cut.slice(0, cut.lastIndexOf("-")) : cut;
}

export type SlugSource = "en" | "pinyin" | null;

/**
 * The address suggested for a new page: from the English title when there is one, else the Chinese
 * title in pinyin without tones (乳铁蛋白指南 → ru-tie-dan-bai-zhi-nan). pinyin-pro and its dictionary
 * (~140 KB gzip) are loaded only when a Chinese title needs them, and only by the back office.
 */
export async function suggestSlug(title: LocalizedText): Promise<{ slug: string; source: SlugSource }> {
  const en = slugify(title.en);
  if (en) return { slug: en, source: "en" };
  const zh = title.zh.trim();
  if (!zh) return { slug: "", source: null };
  if (!HAN.test(zh)) return { slug: slugify(zh), source: slugify(zh) ? "en" : null };
  const { pinyin } = await import("pinyin-pro");
  const slug = slugify(pinyin(zh, { toneType: "none", type: "array", nonZh: "consecutive", v: true }).join(" "));
  return { slug, source: slug ? "pinyin" : null };
}
