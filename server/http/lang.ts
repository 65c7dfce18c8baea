import type { Context } from "hono";
import { DEFAULT_LANG, type Lang, parseLang } from "../../schemas/lang";

/** The request's language: the `lang` header (spec §7), else Accept-Language, else the fallback. */
export function requestLang(c: Context): Lang {
  return parseLang(c.req.header("lang")) ?? parseLang(c.req.header("accept-language")?.split(",")[0]?.split(";")[0]) ?? DEFAULT_LANG;
}
