import { Menu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { HTML_LANG, type Lang, parseLang } from "../../../schemas/lang";
import { langCookie } from "../../i18n/lang-cookie";
import { ensureTexts } from "../../i18n/page-texts";
import { useTranslation } from "../../i18n/react";
import { notify } from "../toaster";
import { LanguageButton } from "./header-triggers";
import { HEADER_MENU_POSITIONING } from "./menu-positioning";
import styles from "./popups.module.css";
import type { Tone } from "./tone";

export function useSwitchLanguage() {
  const { i18n, t } = useTranslation(["common", "errors"]);
  const revalidator = useRevalidator();
  const location = useLocation();
  const navigate = useNavigate();
  return async (lang: Lang) => {
    // The page holds only its own language's texts: the other one's come first (decision 105).
    try {
      await ensureTexts(i18n, lang);
    } catch {
      notify({ type: "error", message: t("errors:requestFailed") });
      return;
    }
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
    document.cookie = langCookie(lang);
    document.documentElement.lang = HTML_LANG[lang];
    void i18n.changeLanguage(lang);
    const search = new URLSearchParams(location.search);
    if (search.has("lang")) {
      // A `?lang=` URL names its language: go to the other language's URL (which loads its data).
      search.set("lang", lang);
      void navigate({ ...location, search: `?${search}` }, { replace: true, preventScrollReset: true });
      return;
    }
    // Reloads website info (and page data) in the new language (spec §4).
    void revalidator.revalidate();
  };
}

/** The language dropdown offers the other language (spec §2). */
export function LanguageMenu({ tone, defaultOpen = false }: { tone: Tone; defaultOpen?: boolean }) {
  const { i18n, t } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const current: Lang = parseLang(i18n.language) ?? "en";
  const other: Lang = current === "zh" ? "en" : "zh";
  return (
    <Menu.Root positioning={HEADER_MENU_POSITIONING} defaultOpen={defaultOpen} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <LanguageButton tone={tone} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={styles.menuContent}>
            <Menu.Item className={styles.menuItem} value={other} lang={HTML_LANG[other]} onSelect={() => void switchLanguage(other)}>
              {t(`language.${other}`)}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
