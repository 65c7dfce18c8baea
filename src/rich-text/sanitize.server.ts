import sanitizeHtml from "sanitize-html";
import { RICH_TEXT_OPTIONS } from "./sanitize-options";

/** How many distinct texts the memo keeps (a page shows a few; the site has some hundreds). */
const MEMO_ENTRIES = 500;
const memo = new Map<string, string>();

/**
 * Stored rich text rendered to visitors passes through this allow-list first. The result of a
 * given text never changes, and parsing it again for every render was ~0.4 ms of each uncached
 * page: the last few hundred are remembered (least recently used out first).
 */
export function sanitizeRichText(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) {
    memo.delete(html);
    memo.set(html, known);
    return known;
  }
  const clean = sanitizeHtml(html, RICH_TEXT_OPTIONS);
  memo.set(html, clean);
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  return clean;
}
