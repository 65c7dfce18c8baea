import type { Context } from "hono";
import { HTTP_STATUS_OF, RESULT_CODES, type ResultCodeName } from "../../schemas/codes";
import type { Lang } from "../../schemas/lang";
import { serverT } from "../i18n";
import { ANSWER_CHECK_ON, checkCode } from "./answer-check";
import { callAt } from "./call-registry";

export function ok(c: Context, data: unknown, lang: Lang) {
  return c.json({ code: RESULT_CODES.ok, message: serverT(lang)("codes.ok"), data }, 200);
}

export function fail(c: Context, codeName: Exclude<ResultCodeName, "ok">, lang: Lang, detail?: string, data: unknown = null) {
  if (ANSWER_CHECK_ON) checkFailure(c, codeName);
  const message = detail ?? serverT(lang)(`codes.${codeName}`);
  // Hono types the status as a literal union; ours come from a fixed table.
  return c.json({ code: RESULT_CODES[codeName], message, data }, HTTP_STATUS_OF[codeName] as 200);
}

/** Under tests: a registered call's failure must carry one of its declared codes (calls are POSTs). */
function checkFailure(c: Context, codeName: ResultCodeName) {
  const call = c.req.method === "POST" ? callAt(c.req.path) : undefined;
  if (call) checkCode(call, codeName);
}
