import type { Lang } from "../schemas/lang";
import { type LocalizedText, localize } from "../schemas/localize-text";

/**
 * A block's own visible strings, kept in its folder (`blocks/<type>/strings.ts`) and listed in its
 * registration: each is a {zh, en} pair, and English falls back to Chinese like every LocalizedText.
 */
export type BlockStrings = Record<string, LocalizedText>;

/** The block's strings in one language; `{{name}}` placeholders take `vars` (React escapes the result). */
export function blockText<S extends BlockStrings>(strings: S, lang: Lang) {
  return (key: keyof S & string, vars: Record<string, string | number> = {}): string =>
    localize(strings[key] as LocalizedText, lang).replace(/{{\s*(\w+)\s*}}/g, (placeholder, name: string) =>
      name in vars ? String(vars[name]) : placeholder,
    );
}
