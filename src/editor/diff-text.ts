/**
 * Texts as the version comparison shows them: rich text as its words (no tags), and long values cut
 * down to the part that changed.
 */

/** Tags that end a line of text: paragraphs, headings, list items, line breaks, table cells. */
const LINE_TAGS = new Set(["p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "tr", "td", "th", "hr"]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntity(body: string): string | null {
  if (body.startsWith("#x") || body.startsWith("#X")) {
    const code = Number.parseInt(body.slice(2), 16);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
  }
  if (body.startsWith("#")) {
    const code = Number.parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
  }
  return ENTITIES[body.toLowerCase()] ?? null;
}

/** `&amp;`, `&nbsp;`, `&#39;`, `&#x4e2d;`… as their characters; anything else stays as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, body: string) => decodeEntity(body) ?? whole);
}

/**
 * Rich-text HTML written one way, so two ways of writing the same text compare equal: character
 * references as the characters (`&#39;` is `'`), and a no-break space as a space. The editor's
 * rich-text field writes `&nbsp;` or a space where the sanitizer that cleans a saved page binds a
 * number to its unit with U+00A0 (src/rich-text/bind-units.ts): a page published and its draft
 * would otherwise differ in text no one changed. `&lt;`, `&gt;` and `&amp;` stay references
 * (decoded they could read as markup).
 */
export function canonicalHtml(html: string): string {
  return html
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, body: string) => {
      const char = decodeEntity(body);
      if (char === null) return whole;
      return char === "<" ? "&lt;" : char === ">" ? "&gt;" : char === "&" ? "&amp;" : char;
    })
    .replace(/\u00a0/g, " ");
}

/**
 * The words of (sanitized) rich-text HTML: one line per paragraph, heading or list item, inline tags
 * dropped, entities decoded, spaces collapsed. Linear: each tag's `<` looks for its `>` once (as
 * schemas/strip-tags.ts does), and an unclosed tag ends the scan (the rest is kept as text).
 */
export function richTextAsText(html: string): string {
  let out = "";
  let from = 0;
  while (from < html.length) {
    const start = html.indexOf("<", from);
    if (start === -1) break;
    // As in a browser, `<` starts a tag only before a letter, `/` or `!` ("<4°C" is text).
    if (!/[a-z/!]/i.test(html.charAt(start + 1))) {
      out += html.slice(from, start + 1);
      from = start + 1;
      continue;
    }
    const end = html.indexOf(">", start + 1);
    if (end === -1) break;
    out += html.slice(from, start);
    const name = /^\/?\s*([a-z][a-z0-9]*)/i.exec(html.slice(start + 1, Math.min(end, start + 20)))?.[1]?.toLowerCase();
    if (name && LINE_TAGS.has(name)) out += "\n";
    from = end + 1;
  }
  out += html.slice(from);
  return decodeEntities(out)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** Longest value shown whole; a longer one is cut around the change. */
export const EXCERPT_MAX = 160;
/** Characters kept before and after the changed part of a long value. */
export const EXCERPT_CONTEXT = 40;

/**
 * The two sides of a change as shown: a value up to `max` characters as it is; a longer one cut to the
 * part that differs from the other side, with `context` characters around it and "…" where text was
 * left out. Characters are counted as code points (an emoji is never split).
 */
export function excerptPair(before: string, after: string, max = EXCERPT_MAX, context = EXCERPT_CONTEXT): [string, string] {
  const a = Array.from(before);
  const b = Array.from(after);
  if (a.length <= max && b.length <= max) return [before, after];
  const shorter = Math.min(a.length, b.length);
  let prefix = 0;
  while (prefix < shorter && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  const cut = (chars: string[], whole: string) => {
    if (chars.length <= max) return whole;
    // Two equal texts (rich text whose formatting alone changed) show their beginning.
    const start = prefix === a.length && prefix === b.length ? 0 : Math.max(0, prefix - context);
    const end = Math.min(chars.length, Math.max(chars.length - suffix + context, start + 1), start + max);
    return `${start > 0 ? "…" : ""}${chars.slice(start, end).join("")}${end < chars.length ? "…" : ""}`;
  };
  return [cut(a, before), cut(b, after)];
}
