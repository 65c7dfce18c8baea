import i18next, { type TFunction } from "i18next";
import { BACK_OFFICE_NAMESPACES, backOfficeResources } from "../locales/back-office";
import { NAMESPACES, resources } from "../locales/index";
import type { Lang } from "../schemas/lang";

const instance = i18next.createInstance();
instance.init({
  // The server answers the back office too: its namespaces are loaded here as well.
  resources: {
    zh: { ...resources.zh, ...backOfficeResources.zh },
    en: { ...resources.en, ...backOfficeResources.en },
  },
  ns: [...NAMESPACES, ...BACK_OFFICE_NAMESPACES],
  defaultNS: "errors",
  fallbackLng: "en",
  initAsync: false,
  interpolation: { escapeValue: false },
});

const fixed: Record<Lang, TFunction> = { zh: instance.getFixedT("zh"), en: instance.getFixedT("en") };

/** Server-side translation for API messages, from the same locale files as the web app. */
export function serverT(lang: Lang): TFunction {
  return fixed[lang];
}
