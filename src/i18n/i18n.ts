import i18next, { type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { NAMESPACES, resources } from "../../locales/index";
import type { Lang } from "../../schemas/lang";

/** A synchronously initialised instance with bundled resources: no flash of untranslated text. */
export function createI18n(lang: Lang): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng: lang,
    ns: [...NAMESPACES],
    defaultNS: "common",
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

const shared = i18next.createInstance();
shared.init({ resources, ns: [...NAMESPACES], defaultNS: "common", fallbackLng: false, initAsync: false });

/** For code outside React's tree (meta functions, the portal client's fallback message). */
export function tFor(lang: Lang): TFunction {
  return shared.getFixedT(lang);
}
