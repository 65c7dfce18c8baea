import sanitizeHtml from "sanitize-html";
import { bindUnits } from "./bind-units";

/** The allow-list for stored rich text: the server applies it, and the editor's preview the same. */
export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "a",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

/**
 * What visitors (and the editor's preview) are shown: the same allow-list, and numbers bound to
 * their units so "45 ℃" never parts at a line's end. Stored text keeps the editor's own spaces.
 */
export const RICH_TEXT_DISPLAY_OPTIONS: sanitizeHtml.IOptions = { ...RICH_TEXT_OPTIONS, textFilter: (text) => bindUnits(text) };
