/**
 * The dark overlay between a hero's picture and its white text (banner slides and page headers), and
 * the contrast it leaves (decision 208). No zod here: blocks and the back office import it.
 *
 * The overlay is the brand's darkest red at `overlay` percent opacity over the whole picture. The text's
 * contrast is checked against the picture's bright level: the grey level (0–255) that only its brightest
 * 5 % of pixels exceed, measured when the image is uploaded. A picture the library has not measured
 * (an older upload, a `/demo/…` or outside URL) counts as white.
 */
export const HERO_OVERLAY_RGB = [40, 6, 18] as const;
export const HERO_OVERLAY_MIN = 0;
export const HERO_OVERLAY_MAX = 90;
export const HERO_OVERLAY_DEFAULT = 70;
/** WCAG 1.4.3 for the hero's normal-size text (the description); the title is large and needs only 3:1. */
export const HERO_MIN_CONTRAST = 4.5;
/** The grey level assumed for a picture that was not measured: white, the worst case. */
export const UNMEASURED_BRIGHT_LEVEL = 255;

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** White text's contrast over a grey of `brightLevel` under the overlay at `overlay` percent (as the browser blends it). */
export function heroTextContrast(overlay: number, brightLevel: number | null): number {
  const grey = brightLevel ?? UNMEASURED_BRIGHT_LEVEL;
  const alpha = overlay / 100;
  const blended = HERO_OVERLAY_RGB.map((c) => alpha * c + (1 - alpha) * grey) as unknown as [number, number, number];
  return 1.05 / (luminance(blended) + 0.05);
}

/** The lightest overlay (whole percent) that keeps the text readable over a picture of this bright level. */
export function minimumHeroOverlay(brightLevel: number | null): number {
  for (let overlay = HERO_OVERLAY_MIN; overlay <= HERO_OVERLAY_MAX; overlay++) {
    if (heroTextContrast(overlay, brightLevel) >= HERO_MIN_CONTRAST) return overlay;
  }
  return HERO_OVERLAY_MAX;
}

/** The brightest of several pictures' levels (a slide's desktop and phone pictures): the text lies on both. */
export const brightestLevel = (levels: readonly (number | null)[]): number | null =>
  levels.some((l) => l === null) ? null : Math.max(0, ...(levels as number[]));

/** The 95th percentile of 8-bit grey levels: what only the brightest 5 % of a picture's pixels exceed. */
export function brightLevelOf(greyPixels: Uint8Array): number {
  const counts = new Uint32Array(256);
  for (const p of greyPixels) counts[p] = (counts[p] ?? 0) + 1;
  const threshold = greyPixels.length * 0.95;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += counts[level] ?? 0;
    if (seen >= threshold) return level;
  }
  return 255;
}

/** The ratio as editors read it: one decimal, rounded down so 4.46 never shows as 4.5. */
export const formatContrast = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
