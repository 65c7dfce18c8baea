import { DateFormatter } from "@internationalized/date";
import type { HtmlLang } from "../../schemas/lang";

/** Year, month and day in the locale's order: what the date field types part by part. */
const OPTIONS: Intl.DateTimeFormatOptions = { year: "numeric", month: "numeric", day: "numeric", timeZone: "UTC" };

const formatters = new Map<HtmlLang, DateFormatter>();

/**
 * The date field's formatter, one per locale for the page's life. Building it is the largest single
 * piece of script on the sample form (~80 ms on a throttled phone: the browser loads the locale's
 * calendar data), so it is built once, ahead of the form (`warmDateFormatter`).
 */
export function dateFormatter(locale: HtmlLang): DateFormatter {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new DateFormatter(locale, OPTIONS);
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Builds the formatter in a task of its own, before the form needs it: inside the form's first
 * render it lengthened that task (Lighthouse's total blocking time) by its whole cost.
 */
export function warmDateFormatter(locale: HtmlLang): () => void {
  const id = setTimeout(() => dateFormatter(locale), 0);
  return () => clearTimeout(id);
}
