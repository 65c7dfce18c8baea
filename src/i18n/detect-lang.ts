import { LANG_COOKIE, type Lang, langFromAcceptLanguage, parseLang } from "../../schemas/lang";

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

/** `?lang=zh|en` in the URL: that language is served (and the server sets it as the cookie). */
export function langFromQuery(url: string | URL): Lang | undefined {
  return parseLang(new URL(url).searchParams.get("lang"));
}

/**
 * `?lang=` decides (each language variant has its own URL for search engines); then the `lang`
 * cookie; a first visit without either follows Accept-Language (zh* → zh, else en).
 */
export function detectLang(request: Request): Lang {
  return (
    langFromQuery(request.url) ??
    parseLang(readCookie(request.headers.get("cookie"), LANG_COOKIE)) ??
    langFromAcceptLanguage(request.headers.get("accept-language"))
  );
}
