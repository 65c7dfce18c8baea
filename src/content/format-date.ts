import { HTML_LANG, type Lang } from "../../schemas/lang";

type Formats = Record<Lang, Intl.DateTimeFormat>;

/** Building an Intl.DateTimeFormat costs ~50x formatting with one: each is built once per language. */
function formats(options: Intl.DateTimeFormatOptions): () => Formats {
  let built: Formats | undefined;
  return () => {
    built ??= { zh: new Intl.DateTimeFormat(HTML_LANG.zh, options), en: new Intl.DateTimeFormat(HTML_LANG.en, options) };
    return built;
  };
}

/** The site's time zone: China time, where the company and its lab work. */
export const SITE_TIME_ZONE = "Asia/Shanghai";

// One time zone for server and browser, so the SSR text equals the hydrated text.
const dateFormats = formats({ dateStyle: "medium", timeZone: SITE_TIME_ZONE });
const dateTimeFormats = formats({ dateStyle: "medium", timeStyle: "short", timeZone: SITE_TIME_ZONE });

/** A date in China's time zone, as the site's visitors read it. */
export function formatDate(iso: string, lang: Lang): string {
  return dateFormats()[lang].format(new Date(iso));
}

/** Date and time (China time, as the lab works), for timelines. */
export function formatDateTime(iso: string, lang: Lang): string {
  return dateTimeFormats()[lang].format(new Date(iso));
}
