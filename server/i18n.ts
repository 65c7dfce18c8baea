import { backOfficeResources } from "../locales/back-office";
import { resources } from "../locales/index";
import type { Lang } from "../schemas/lang";
import { createTranslator, type TFunction } from "../src/i18n/translator";

const translator = createTranslator({
  // The server answers the back office too: its namespaces are loaded here as well.
  resources: {
    zh: { ...resources.zh, ...backOfficeResources.zh },
    en: { ...resources.en, ...backOfficeResources.en },
  },
  lang: "en",
  defaultNamespace: "errors",
  fallbackLang: "en",
});

const fixed: Record<Lang, TFunction> = { zh: translator.getFixedT("zh"), en: translator.getFixedT("en") };

/** Server-side translation for API messages, from the same locale files as the web app. */
export function serverT(lang: Lang): TFunction {
  return fixed[lang];
}
