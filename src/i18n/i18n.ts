import { NAMESPACES, resources } from "../../locales/index";
import type { Lang } from "../../schemas/lang";
import { createI18nInstance, type I18n } from "./instance";

export { createI18nInstance, type I18n, type I18nOptions } from "./instance";

/**
 * An i18next instance holding both languages' visitor texts, starting in `lang`: for the server's
 * renders, Storybook and tests. The browser starts from the page's own texts (entry.client.tsx).
 */
export function createI18n(lang: Lang): I18n {
  return createI18nInstance({ resources, lang, defaultNamespace: NAMESPACES[0] });
}
