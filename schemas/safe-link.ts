/**
 * C0 controls, DEL and C1 controls. URL parsers strip tab, CR and LF anywhere and trim the rest, so a
 * link check that lets them through checks a different URL from the one the browser follows.
 */
export function hasControlCharacters(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c <= 0x1f || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}
