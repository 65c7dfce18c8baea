import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";
import type { TFunction, Translator } from "./translator";

const TranslatorContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/**
 * The page's translator and a `t` for the given namespaces (the first one found wins; the default
 * namespace when none is given). Re-renders when the language changes.
 */
export function useTranslation(namespaces?: string | readonly string[]): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error("useTranslation needs an I18nProvider above it");
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return { t: i18n.getFixedT(language, namespaces), i18n };
}
