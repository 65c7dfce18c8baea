import i18next, { type i18n as I18n, type Resource } from "i18next";
import type { Lang } from "../../schemas/lang";

export type { I18n };

export interface I18nOptions {
  /** The texts it starts from, by language and namespace (copied: added namespaces never touch them). */
  resources: Resource;
  lang: Lang;
  defaultNamespace: string;
  /** Where a key missing in the asked language is looked up next; none: the key itself is shown. */
  fallbackLang?: Lang;
}

/**
 * An i18next instance, ready on return: initialised synchronously from texts already at hand
 * (`initAsync: false`, no backend), so the browser translates during hydration with no fetch
 * (decision 186). `{{name}}` placeholders are not escaped (React escapes what it renders; mail
 * templates escape their HTML themselves); a `t` for several namespaces searches them in order
 * (`nsMode: "fallback"`), as `useTranslation(["pages", "errors"])` expects.
 */
export function createI18nInstance({ resources: texts, lang, defaultNamespace, fallbackLang }: I18nOptions): I18n {
  const instance = i18next.createInstance();
  // i18next keeps the object it is given and adds namespaces into it: each instance gets its own.
  const own: Resource = {};
  for (const [l, namespaces] of Object.entries(texts)) own[l] = { ...namespaces };
  void instance.init({
    resources: own,
    lng: lang,
    fallbackLng: fallbackLang ?? false,
    ns: Object.keys(own[lang] ?? {}),
    defaultNS: defaultNamespace,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { nsMode: "fallback" },
  });
  return instance;
}
