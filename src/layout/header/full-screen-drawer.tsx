import { HTML_LANG, type Lang, parseLang } from "../../../schemas/lang";
import { useTranslation } from "../../i18n/react";
import { useRootData } from "../../root-data";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { headingClass } from "../../ui/heading";
import { linkClass } from "../../ui/link";
import { SocialLinks } from "../social-links";
import { DrawerFrame } from "./drawer-frame";
import styles from "./full-screen-drawer.module.css";
import { FullDrawerButton } from "./header-triggers";
import { useSwitchLanguage } from "./language-menu";
import { MenuTree } from "./menu-tree";
import type { HeaderDrawerProps } from "./use-open-until-navigation";

/** Menu with sub-links, service hotline, address, social links and the language switch (spec §2). */
export function FullScreenDrawer({ entries, tone, defaultOpen = false }: HeaderDrawerProps) {
  const { t, i18n } = useTranslation();
  const info = useRootData()?.websiteInfo;
  const switchLanguage = useSwitchLanguage();
  const current: Lang = parseLang(i18n.language) ?? "en";
  return (
    <DrawerFrame
      trigger={<FullDrawerButton tone={tone} />}
      placement="top"
      title={t("menu.fullDrawer")}
      panelClassName={styles.content}
      closeSize="md"
      defaultOpen={defaultOpen}
      data-testid="full-drawer"
    >
      <div className={styles.layout}>
        <MenuTree entries={entries} wide />
        <div className={styles.contact}>
          {info && (
            <div className={styles.group}>
              <h2 className={headingClass("sm")}>{t("contactInfo.hotline")}</h2>
              <a href={`tel:${info.contactPhone.replace(/[^\d+]/g, "")}`} className={cx(linkClass, styles.phone)}>
                {info.contactPhone}
              </a>
            </div>
          )}
          {info && (
            <div className={styles.group}>
              <h2 className={headingClass("sm")}>{t("contactInfo.address")}</h2>
              <p>{info.siteAddress}</p>
            </div>
          )}
          <div className={styles.followGroup}>
            <h2 className={headingClass("sm")}>{t("contactInfo.follow")}</h2>
            {info && <SocialLinks info={info} />}
            {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset */}
            <div className={styles.languages} role="group" aria-label={t("language.label")}>
              {(["zh", "en"] as const).map((lang) => (
                <button
                  key={lang}
                  type="button"
                  lang={HTML_LANG[lang]}
                  className={buttonClass({ variant: lang === current ? "solid" : "outline", palette: "brand", size: "sm" })}
                  aria-pressed={lang === current}
                  onClick={() => lang !== current && void switchLanguage(lang)}
                >
                  {t(`language.${lang}`)}
                </button>
              ))}
            </div>
          </div>
        </div>
      </div>
    </DrawerFrame>
  );
}
