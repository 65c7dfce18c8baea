/** How deeply a JSON request body may nest objects and arrays (the deepest page document needs about 20). */
export const MAX_JSON_DEPTH = 64;

/**
 * The deepest nesting of objects and arrays in JSON text, read in one pass without parsing (strings
 * skipped, escapes included), so a body 5,000 levels deep is refused before anything recurses into it.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return deepest;
}
