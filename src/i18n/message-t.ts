/**
 * Translates a key that arrives as data — a zod issue's message (`validation.required`,
 * `editor:rules.link`), a problem from the page check, a failure the server stored — rather than
 * one written in the code. i18next's typed `t` takes only literal keys of the locale files
 * (decision 186); for these it takes the key as its own default value, so a key the files lack
 * shows as it is, as i18next shows any missing key. tests/unit/locale-keys-used.test.ts checks
 * that every key the schemas and the code can produce exists in both languages.
 */
export type MessageT = (key: string, values?: Record<string, unknown>) => string;

/** Any i18next `t` (the overload with a `defaultValue` takes a string key). */
type TWithDefault = (key: string, options: { defaultValue: string } & Record<string, unknown>) => string;

export function messageT(t: TWithDefault): MessageT {
  return (key, values) => t(key, { ...values, defaultValue: key });
}
