import { HTML_LANG, type Lang } from "../../schemas/lang";

/** One time zone for server and browser, so the SSR text equals the hydrated text. */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(HTML_LANG[lang], { dateStyle: "medium", timeZone: "Asia/Shanghai" }).format(new Date(iso));
}

/** Date and time (China time, as the lab works), for timelines. */
export function formatDateTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(HTML_LANG[lang], { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Shanghai" }).format(
    new Date(iso),
  );
}
