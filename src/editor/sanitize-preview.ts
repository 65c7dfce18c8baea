import sanitizeHtml from "sanitize-html";
import { RICH_TEXT_DISPLAY_OPTIONS } from "../rich-text/sanitize-options";

/** The preview shows rich text exactly as visitors will get it: through the server's allow-list. */
export const sanitizePreview = (html: string) => sanitizeHtml(html, RICH_TEXT_DISPLAY_OPTIONS);

/** The HTML fields a data request names, sanitized in one record or in each of a list. */
export function sanitizePreviewData(result: unknown, fields: string[] | undefined): unknown {
  if (!fields?.length || result === null || typeof result !== "object") return result;
  if (Array.isArray(result)) return result.map((item) => sanitizePreviewData(item, fields));
  const out: Record<string, unknown> = { ...(result as Record<string, unknown>) };
  for (const f of fields) if (typeof out[f] === "string") out[f] = sanitizePreview(out[f] as string);
  return out;
}
