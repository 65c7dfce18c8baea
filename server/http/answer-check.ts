import { isDeepStrictEqual } from "node:util";
import type { z } from "zod";

/**
 * The API test suite proves each call's registered `data` schema against its real answers
 * (issue 25): on under vitest (NODE_ENV=test), off everywhere else, so production pays nothing.
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
