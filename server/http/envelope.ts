import type { Context } from "hono";
import { HTTP_STATUS_OF, RESULT_CODES, type ResultCodeName } from "../../schemas/codes";
import type { Lang } from "../../schemas/lang";
import { serverT } from "../i18n";

export function ok(c: Context, data: unknown, lang: Lang) {
  return c.json({ code: RESULT_CODES.ok, message: serverT(lang)("codes.ok"), data }, 200);
}

export function fail(c: Context, codeName: Exclude<ResultCodeName, "ok">, lang: Lang, detail?: string, data: unknown = null) {
  const message = detail ?? serverT(lang)(`codes.${codeName}`);
  // Hono types the status as a literal union; ours come from a fixed table.
  return c.json({ code: RESULT_CODES[codeName], message, data }, HTTP_STATUS_OF[codeName] as 200);
}
