import { SITE_TIME_ZONE } from "../content/format-date";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A stored instant for the back office: in the site's time zone whatever the editor's computer says,
 * with the zone named — "2026年11月23日 GMT+8 10:32" / "Nov 23, 2026, 10:32 AM GMT+8".
 */
export function formatDateTime(iso: string, language: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const locale = language.startsWith("zh") ? "zh-CN" : "en-US";
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: SITE_TIME_ZONE,
      timeZoneName: "short",
    });
    formats.set(locale, format);
  }
  return format.format(d);
}
