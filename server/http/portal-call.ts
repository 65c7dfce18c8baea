import type { Context, Hono } from "hono";
import type { z } from "zod";
import { type Lang, parseLang } from "../../schemas/lang";
import type { AppEnv } from "./app-env";
import { ok } from "./envelope";
import { requestLang } from "./lang";
import { parseWith, readJsonObject } from "./parse-body";

export interface CallContext<B> {
  body: B;
  lang: Lang;
  c: Context<AppEnv>;
}

/**
 * Binds one portal call: POST, JSON body parsed by its schema (the `lang` field of spec §7 is read,
 * then stripped with any other unknown field), result wrapped in the envelope.
 */
export function portalCall<S extends z.ZodType>(
  router: Hono<AppEnv>,
  path: string,
  schema: S,
  handler: (ctx: CallContext<z.output<S>>) => Promise<unknown>,
) {
  router.post(path, async (c) => {
    let lang = requestLang(c);
    const raw = await readJsonObject(c, lang);
    if (!c.req.header("lang") && typeof raw.lang === "string") {
      lang = parseLang(raw.lang) ?? lang;
    }
    c.set("lang", lang);
    const body = parseWith(schema, raw, lang);
    return ok(c, await handler({ body, lang, c }), lang);
  });
}
