import sanitizeHtml from "sanitize-html";
import { RICH_TEXT_OPTIONS } from "./sanitize-options";

/** Stored rich text rendered to visitors passes through this allow-list first. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS);
}
