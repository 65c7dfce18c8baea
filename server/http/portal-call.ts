import type { Context, Hono } from "hono";
import type { z } from "zod";
import type { ResultCodeName } from "../../schemas/codes";
import { type Lang, parseLang } from "../../schemas/lang";
import { ANSWER_CHECK_ON, checkAnswer } from "./answer-check";
import type { AppEnv } from "./app-env";
import { type Access, registerCall } from "./call-registry";
import { type Authenticated, authorize } from "./current-user";
import { ok } from "./envelope";
import { requestLang } from "./lang";
import { parseWith, readJsonObject } from "./parse-body";

type AuthFor<A extends Access> = A extends "public" ? null : Authenticated;

export interface CallContext<B, A extends Access = Access> {
  body: B;
  lang: Lang;
  /** The caller (user and token); `null` only for public calls. */
  auth: AuthFor<A>;
  c: Context<AppEnv>;
}

export interface CallSpec<S extends z.ZodType, A extends Access> {
  path: string;
  schema: S;
  access: A;
  /** Codes beyond the common ones and the access's: see `CallInfo.codes`. */
  codes?: readonly ResultCodeName[];
}

/** The request's language: the `lang` header, else the body's `lang` field (spec §7), else Accept-Language. */
export function callLang(c: Context<AppEnv>, raw: Record<string, unknown>): Lang {
  const fromHeader = parseLang(c.req.header("lang") ?? "");
  if (fromHeader) return fromHeader;
  return (typeof raw.lang === "string" ? parseLang(raw.lang) : null) ?? requestLang(c);
}

/** Access first (no session, no schema hints), then the body parsed by its schema. */
async function admit<S extends z.ZodType, A extends Access>(c: Context<AppEnv>, spec: CallSpec<S, A>) {
  const auth = (await authorize(c, spec.access)) as AuthFor<A>;
  const raw = await readJsonObject(c, c.get("lang"));
  const lang = callLang(c, raw);
  c.set("lang", lang);
  // The `lang` field of spec §7 is read above, then stripped with any other unknown field.
  const body = parseWith(spec.schema, raw, lang);
  return { auth, body, lang };
}

/**
 * Binds one portal call: POST, JSON body, declared access, result wrapped in the envelope.
 * `data` is the schema of the envelope's `data` on success (the OpenAPI document shows it; the API
 * tests check every answer against it).
 */
export function portalCall<S extends z.ZodType, A extends Access, D extends z.ZodType>(
  router: Hono<AppEnv>,
  spec: CallSpec<S, A> & { data: D },
  handler: (ctx: CallContext<z.output<S>, A>) => Promise<z.input<D>>,
) {
  registerCall({ path: spec.path, access: spec.access, schema: spec.schema, codes: spec.codes, answers: "envelope", data: spec.data });
  router.post(spec.path, async (c) => {
    const { auth, body, lang } = await admit(c, spec);
    const data = await handler({ body, lang, auth, c });
    if (ANSWER_CHECK_ON) checkAnswer(spec.path, spec.data, data);
    return ok(c, data, lang);
  });
}

/**
 * A call that answers a file on success (the handler builds the Response); errors are the envelope.
 * `mediaTypes` are the Content-Types it may send.
 */
export function fileCall<S extends z.ZodType, A extends Access>(
  router: Hono<AppEnv>,
  spec: CallSpec<S, A> & { mediaTypes: readonly string[] },
  handler: (ctx: CallContext<z.output<S>, A>) => Promise<Response>,
) {
  registerCall({
    path: spec.path,
    access: spec.access,
    schema: spec.schema,
    codes: spec.codes,
    answers: "file",
    mediaTypes: spec.mediaTypes,
  });
  router.post(spec.path, async (c) => {
    const { auth, body, lang } = await admit(c, spec);
    return handler({ body, lang, auth, c });
  });
}
