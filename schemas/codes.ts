/**
 * The portal's result codes. `000000` and `000004` come from spec §7/§8; the rest are ours,
 * deliberately few. Each has a translated message under `errors.codes.<name>` in locales/.
 */
export const RESULT_CODES = {
  ok: "000000",
  invalidInput: "000001",
  notFound: "000002",
  forbidden: "000003",
  notLoggedIn: "000004",
  rateLimited: "000005",
  conflict: "000006",
  payloadTooLarge: "000007",
  serverError: "000099",
} as const;

export type ResultCodeName = keyof typeof RESULT_CODES;
export type ResultCode = (typeof RESULT_CODES)[ResultCodeName];

/** HTTP status sent with each code, so proxies and logs see failures as failures. */
export const HTTP_STATUS_OF: Record<ResultCodeName, number> = {
  ok: 200,
  invalidInput: 400,
  notFound: 404,
  forbidden: 403,
  notLoggedIn: 401,
  rateLimited: 429,
  conflict: 409,
  payloadTooLarge: 413,
  serverError: 500,
};
