import { LANG_COOKIE, type Lang, langFromAcceptLanguage, parseLang } from "../../schemas/lang";

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

/** The `lang` cookie decides; a first visit without it follows Accept-Language (zh* → zh, else en). */
export function detectLang(request: Request): Lang {
  return (
    parseLang(readCookie(request.headers.get("cookie"), LANG_COOKIE)) ?? langFromAcceptLanguage(request.headers.get("accept-language"))
  );
}
