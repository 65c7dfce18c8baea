/**
 * Chakra's default theme data, less what the site never shows (decision 106): every token and the
 * global CSS are built by `createSystem` in each browser and written into each page, so what goes
 * unused costs time and bytes on every visit.
 */

/** Palettes no component uses (tests/unit/theme-trim.test.ts checks src/ and blocks/). */
export const UNUSED_PALETTES = ["yellow", "cyan"] as const;

/** Keyframes no included recipe, animation style or token names (the same test checks). */
export const UNUSED_KEYFRAMES = [
  "circular-progress",
  "expand-height",
  "collapse-height",
  "expand-width",
  "collapse-width",
  "marqueeX",
  "marqueeY",
] as const;

type Tree = { readonly [key: string]: unknown };

/** `record` without the given keys. */
export function without<T extends Tree>(record: T, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key))) as T;
}

/**
 * Semantic tokens with their light values only: the site has no dark mode, and each `_dark` value
 * was a second CSS variable block (`.dark …`) and a condition for `createSystem` to resolve.
 */
export function lightOnly<T>(tokens: T): T {
  if (tokens === null || typeof tokens !== "object" || Array.isArray(tokens)) return tokens;
  const entries = Object.entries(tokens as Tree).map(([key, node]) => {
    if (key === "value" && node !== null && typeof node === "object" && ("_light" in node || "_dark" in node)) {
      const { _light, _dark, ...other } = node as Tree;
      return [key, Object.keys(other).length === 0 ? _light : { ...other, base: _light ?? other.base }];
    }
    return [key, lightOnly(node)];
  });
  return Object.fromEntries(entries) as T;
}
