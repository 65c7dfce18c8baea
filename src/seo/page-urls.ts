import { HTML_LANG, LANGS, type Lang } from "../../schemas/lang";

/** Query parameters that select content (the news filters); every other one is left out of canonical URLs. */
const CONTENT_PARAMS = ["code", "year", "page"] as const;

/** `path?code=…&lang=xx`: the URL of one language variant of a page (the server serves and remembers `?lang=`). */
export function pageUrl(origin: string, location: { pathname: string; search?: string }, lang: Lang | null): string {
  const from = new URLSearchParams(location.search ?? "");
  const query = new URLSearchParams();
  for (const name of CONTENT_PARAMS) {
    const value = from.get(name);
    if (value) query.set(name, value);
  }
  if (lang) query.set("lang", lang);
  const qs = query.toString();
  return `${origin}${location.pathname}${qs ? `?${qs}` : ""}`;
}

/** hreflang alternates: one URL per language, and x-default without `?lang=` (the server negotiates). */
export function alternateUrls(origin: string, location: { pathname: string; search?: string }) {
  return [
    ...LANGS.map((lang) => ({ hrefLang: HTML_LANG[lang], href: pageUrl(origin, location, lang) })),
    { hrefLang: "x-default", href: pageUrl(origin, location, null) },
  ];
}

/** A site-relative URL made absolute; absolute ones unchanged; empty stays empty. */
export function absoluteUrl(origin: string, url: string | null | undefined): string {
  if (!url) return "";
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

/**
 * The image link previews show: demo SVGs have a 1200×630 JPEG made at build time
 * (scripts/share-images.mjs), since Open Graph and Twitter cards do not render SVG.
 */
export function shareImageUrl(url: string | null | undefined): string {
  if (!url) return "";
  const demo = /^\/demo\/([\w-]+)\.svg$/.exec(url);
  return demo ? `/demo/share/${demo[1]}.jpg` : url;
}
