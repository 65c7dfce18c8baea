import { backOfficeResources } from "../../locales/back-office";
import { LANGS } from "../../schemas/lang";
import type { I18n } from "../i18n/instance";
import { useTranslation } from "../i18n/react";

/** Adds the back office's namespaces to a page's i18next instance (idempotent). */
export function addBackOfficeLocales(i18n: I18n): void {
  for (const lang of LANGS) {
    for (const [ns, bundle] of Object.entries(backOfficeResources[lang])) {
      if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundle);
    }
  }
}

/**
 * The back office's strings, loaded with its routes only. Runs during render (on the server and in
 * the browser alike), so both render the same text.
 */
export function useBackOfficeLocales(): void {
  addBackOfficeLocales(useTranslation().i18n);
}
