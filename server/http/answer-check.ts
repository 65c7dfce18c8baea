import { isDeepStrictEqual } from "node:util";
import type { z } from "zod";
import { RESULT_CODES, type ResultCodeName } from "../../schemas/codes";
import { codesOf } from "../openapi/call-codes";
import type { CallInfo } from "./call-registry";

/**
 * The API test suite proves each call's registered `data` schema and result codes against its real
 * answers (issue 25): on under vitest (NODE_ENV=test), off everywhere else, so production pays nothing.
 */
export const ANSWER_CHECK_ON = process.env.NODE_ENV === "test";

/**
 * Throws when `data`, as the client will receive it (JSON), does not match `schema`, or carries a
 * field the schema does not declare (zod would silently strip it, and the document would be wrong).
 */
export function checkAnswer(path: string, schema: z.ZodType, data: unknown): void {
  const sent = data === undefined ? null : JSON.parse(JSON.stringify(data));
  const parsed = schema.safeParse(sent);
  const problem = !parsed.success
    ? parsed.error.issues.map((i) => `${i.path.join(".") || "(data)"}: ${i.message}`).join("; ")
    : isDeepStrictEqual(parsed.data, sent)
      ? null
      : "the answer has fields its schema does not declare";
  if (problem === null) return;
  const message = `answer of ${path} does not match its registered data schema: ${problem}\n${JSON.stringify(sent).slice(0, 400)}`;
  console.error(message);
  throw new Error(message);
}

const undeclared: string[] = [];

/**
 * Throws when `call` answers a code its registration does not declare (the document would list too
 * few); the message is also kept for `takeUndeclaredCodes`, so a test that accepts any failure still fails.
 */
export function checkCode(call: Pick<CallInfo, "path" | "access" | "codes">, code: ResultCodeName): void {
  if (codesOf(call).includes(code)) return;
  const message = `${call.path} answered ${code} (${RESULT_CODES[code]}), which its registration does not declare in \`codes\``;
  undeclared.push(message);
  console.error(message);
  throw new Error(message);
}

/** The undeclared codes answered since the last call (the API suite's after-each hook fails on any). */
export function takeUndeclaredCodes(): string[] {
  return undeclared.splice(0);
}
