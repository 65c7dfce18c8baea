import sanitizeHtml from "sanitize-html";
import { RICH_TEXT_DISPLAY_OPTIONS } from "./sanitize-options";

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
  const clean = wrapTables(sanitizeHtml(html, RICH_TEXT_DISPLAY_OPTIONS));
  memo.set(html, clean);
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  return clean;
}

/**
 * Each table in a box of its own that scrolls sideways on a phone (rich-text.module.css), so a wide
 * table is never cut off and the page never gets wider than the screen. Focusable, so keyboard
 * users can scroll it too. The sanitizer's output writes every table tag the same way.
 */
function wrapTables(html: string): string {
  if (!html.includes("<table")) return html;
  return html.replace(/<table>/g, '<div data-table-scroll="" tabindex="0"><table>').replace(/<\/table>/g, "</table></div>");
}
