import type { LocalizedText } from "./localize-text";

/**
 * What visitors' pages read about an uploaded image from the media library (no zod here: blocks
 * import it). The focus is a percentage from the left and top edges; it stays in view when cropped.
 */
export interface Focus {
  x: number;
  y: number;
}

/** An image's alt text per language and focus point; null for an image not in the library. */
export interface MediaInfo {
  alt: LocalizedText;
  focus: Focus;
}

/** `object-position` for a focus point (undefined for the centre, the browser's default). */
export const focusPosition = (f: Focus | null | undefined): string | undefined =>
  f && (f.x !== 50 || f.y !== 50) ? `${f.x}% ${f.y}%` : undefined;

/** The library's alt text in `lang` (Chinese when English is empty), else the block's own. */
export function libraryAlt(media: MediaInfo | null | undefined, own: LocalizedText | undefined, lang: "zh" | "en"): string {
  const pick = (t: LocalizedText | undefined) => (t ? (lang === "en" ? t.en.trim() || t.zh.trim() : t.zh.trim()) : "");
  return pick(media?.alt) || pick(own);
}
