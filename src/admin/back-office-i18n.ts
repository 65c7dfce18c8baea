import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import { backOfficeResources } from "../../locales/back-office";

/** Adds the back office's namespaces to an i18n instance (idempotent). */
export function addBackOfficeLocales(i18n: I18n): void {
  for (const [lang, namespaces] of Object.entries(backOfficeResources)) {
    for (const [ns, bundle] of Object.entries(namespaces)) {
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
