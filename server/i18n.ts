import i18next, { type TFunction } from "i18next";
import { NAMESPACES, resources } from "../locales/index";
import type { Lang } from "../schemas/lang";

const instance = i18next.createInstance();
instance.init({
  resources,
  ns: [...NAMESPACES],
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
