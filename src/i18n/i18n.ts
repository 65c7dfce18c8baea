import { NAMESPACES, resources } from "../../locales/index";
import type { Lang } from "../../schemas/lang";
import { createTranslator, type Translator } from "./translator";

/**
 * A translator holding both languages' texts, starting in `lang`: for the server's renders,
 * Storybook and tests. The browser starts from the page's own texts (entry.client.tsx).
 */
export function createI18n(lang: Lang): Translator {
  return createTranslator({ resources, lang, defaultNamespace: NAMESPACES[0] });
}
