import type { Context } from "hono";
import { z } from "zod";
import type { FieldIssue } from "../../schemas/envelope";
import type { Lang } from "../../schemas/lang";
import { messageT } from "../../src/i18n/message-t";
import { serverT } from "../i18n";
import { jsonNestingDepth, MAX_JSON_DEPTH } from "./json-depth";
import { PortalError } from "./portal-error";

/** A JSON request or answer's content type (parameters such as charset allowed). */
export const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

const zodLocale = { zh: z.locales.zhCN(), en: z.locales.en() } as const;

/**
 * Reads the JSON body (an empty body counts as `{}`), rejecting non-objects and malformed JSON.
 * A body must be sent as `application/json`: browsers send other types cross-site without asking
 * (a form's text/plain POST), JSON only after a CORS preflight that this API never grants.
 * Nesting deeper than MAX_JSON_DEPTH is refused as invalid input before parsing (it answered 500).
 */
export async function readJsonObject(c: Context, lang: Lang): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  if (!JSON_CONTENT_TYPE.test(c.req.header("content-type") ?? "")) {
    throw new PortalError("invalidInput", serverT(lang)("security:jsonRequired"));
  }
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH) throw new PortalError("invalidInput", serverT(lang)("jsonTooDeep", { max: MAX_JSON_DEPTH }));
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PortalError("invalidInput", serverT(lang)("invalidJson"));
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new PortalError("invalidInput", serverT(lang)("invalidJson"));
  }
  return value as Record<string, unknown>;
}

/** Validates with the call's schema; the error names each field and why, in the request's language. */
export function parseWith<S extends z.ZodType>(schema: S, body: unknown, lang: Lang): z.output<S> {
  const result = schema.safeParse(body, { error: zodLocale[lang].localeError });
  if (result.success) return result.data;
  const t = messageT(serverT(lang));
  const issues: FieldIssue[] = result.error.issues.map((i) => ({
    path: i.path.map(String).join(".") || "(body)",
    // `validation.*` keys live in the errors namespace; other namespaces name themselves (`editor:rules.link`,
    // `<namespace>:validation.*`).
    message: /^(\w+:)?validation\./.test(i.message) || /^[a-z]+:[\w.]+$/.test(i.message) ? t(i.message) : i.message,
  }));
  const fields = issues.map((i) => `${i.path} — ${i.message}`).join("; ");
  throw new PortalError("invalidInput", t("fieldList", { summary: t("codes.invalidInput"), fields }), { issues });
}
