import { Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { HTML_LANG, type Lang, parseLang } from "../../schemas/lang";
import { langCookie } from "../i18n/lang-cookie";

/** Offers the other language; switching sets the cookie, re-renders and reloads website info (spec §4). */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  const revalidator = useRevalidator();
  const current: Lang = parseLang(i18n.language) ?? "en";
  const other: Lang = current === "zh" ? "en" : "zh";
  function switchLanguage() {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
    document.cookie = langCookie(other);
    document.documentElement.lang = HTML_LANG[other];
    void i18n.changeLanguage(other);
    void revalidator.revalidate();
  }
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={switchLanguage}
      lang={HTML_LANG[other]}
      aria-label={`${t("language.switchTo")}: ${t(`language.${other}`)}`}
    >
      {t(`language.${other}`)}
    </Button>
  );
}
