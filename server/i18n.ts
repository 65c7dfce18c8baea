import type { TFunction } from "i18next";
import { backOfficeResources } from "../locales/back-office";
import enMail from "../locales/en/mail.json";
import { resources } from "../locales/index";
import zhMail from "../locales/zh/mail.json";
import type { Lang } from "../schemas/lang";
import { createI18nInstance } from "../src/i18n/instance";

const i18n = createI18nInstance({
  // The server answers the back office and sends the mails too: their namespaces are loaded here as well.
  resources: {
    zh: { ...resources.zh, ...backOfficeResources.zh, mail: zhMail },
    en: { ...resources.en, ...backOfficeResources.en, mail: enMail },
  },
  lang: "en",
  defaultNamespace: "errors",
  fallbackLang: "en",
});

/** Bare keys are `errors`'; the others are named (`admin:errors.imageType`). */
type ServerNamespaces = ["errors", "common", "pages", "portal", "security", "admin", "editor"];
const SERVER_NAMESPACES: ServerNamespaces = ["errors", "common", "pages", "portal", "security", "admin", "editor"];
const fixed = { zh: i18n.getFixedT("zh", SERVER_NAMESPACES), en: i18n.getFixedT("en", SERVER_NAMESPACES) };
const mail = { zh: i18n.getFixedT("zh", "mail"), en: i18n.getFixedT("en", "mail") };

/** Server-side translation for API messages (i18next, default namespace `errors`), from the same locale files as the web app. */
export function serverT(lang: Lang): TFunction<ServerNamespaces> {
  return fixed[lang];
}

/** The mails' texts in the recipient's language (namespace `mail`). */
export function mailT(lang: Lang): TFunction<"mail"> {
  return mail[lang];
}
