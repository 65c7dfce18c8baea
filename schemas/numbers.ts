import { z } from "zod";

/**
 * Numbers in request bodies. Spec §7 clients may send a number either as a JSON number or as a
 * string of digits (form fields, query strings), so both are accepted; anything else — `true`,
 * `[5]`, `{}`, `"7x"`, `""` — is refused (z.coerce would have turned `true` into 1 and `[5]` into 5).
 */
const WHOLE = /^[0-9]{1,16}$/;
const DECIMAL = /^[0-9]{1,12}(\.[0-9]{1,6})?$/;
const MESSAGE = "validation.wholeNumber";

/** A whole number from a JSON number or a digit-only string; chain `.pipe(...)` for its range. */
export function wholeNumber(message = MESSAGE) {
  return z.union([z.number({ error: message }), z.string({ error: message }).trim().regex(WHOLE, message).transform(Number)], {
    error: message,
  });
}

/** A positive whole number up to MAX_SAFE_INTEGER: the ids of every request body. */
export const IdSchema = wholeNumber().pipe(z.number().int(MESSAGE).positive().max(Number.MAX_SAFE_INTEGER));

/** A whole number in [min, max]. */
export const wholeNumberIn = (min: number, max: number) => wholeNumber().pipe(z.number().int(MESSAGE).min(min).max(max));

/** A decimal from a JSON number or a plain decimal string ("2", "2.5"); no signs, exponents or words. */
export function decimalNumber(message: string) {
  return z.union([z.number({ error: message }), z.string({ error: message }).trim().regex(DECIMAL, message).transform(Number)], {
    error: message,
  });
}
