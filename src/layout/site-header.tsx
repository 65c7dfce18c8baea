import { useMemo } from "react";
import { Link, useMatches } from "react-router";
import { type Lang, parseLang } from "../../schemas/lang";
import { useTranslation } from "../i18n/react";
import { paths } from "../paths";
import { useRootData } from "../root-data";
import { cx } from "../ui/cx";
import { linkClass } from "../ui/link";
import { HEADER_HEIGHT_PX, headerAppearance, useScrollY } from "./header/header-appearance";
import { FullDrawerControl, LanguageControl, SideDrawerControl, UserControl } from "./header/header-controls";
import { MainMenu } from "./header/main-menu";
import { buildMenu } from "./header/menu-items";
import styles from "./site-header.module.css";

export { HEADER_HEIGHT_PX };

/** The fixed site header of spec §2: its look follows the route and the scroll position. */
export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const root = useRootData();
  const info = root?.websiteInfo;
  const lang: Lang = parseLang(i18n.language) ?? "en";
  const routeId = useMatches().at(-1)?.id ?? "notFound";
  const { scrollY, windowHeight } = useScrollY();
  const look = headerAppearance(routeId, scrollY, windowHeight);
  const tone = look.transparent ? "dark" : "light";
  const entries = useMemo(
    () => buildMenu(root?.menu ?? null, "header", lang, root?.classList ?? [], root?.firstDetectionStepId ?? null),
    [root?.menu, lang, root?.classList, root?.firstDetectionStepId],
  );
  const logo = look.transparent ? info?.logo : info?.colorfulLogo;
  // The spec's state classes (site-header--…), which tests and scripts may rely on, and the module's.
  const className = cx(
    "site-header",
    styles.header,
    look.transparent ? cx("site-header--transparent", styles.transparent) : "site-header--light",
    look.scrolled && cx("site-header--scrolled", styles.scrolled),
    look.lightBackground && cx("site-header--light-bg", styles.lightBackground),
  );

  return (
    <>
      <header className={className} data-transparent={look.transparent}>
        <div className={styles.bar}>
          <Link
            to={paths.home()}
            aria-label={`${info?.siteName ?? t("brand")} – ${t("nav.home")}`}
            className={cx(linkClass, styles.logoLink)}
          >
            {logo ? (
              <img src={logo.url} alt="" className={styles.logo} width={167} height={40} />
            ) : (
              <span className={styles.brandText}>{t("brand")}</span>
            )}
          </Link>
          <MainMenu entries={entries} tone={tone} />
          <div className={styles.controls}>
            <LanguageControl tone={tone} />
            <div className={styles.userSlot}>
              <UserControl tone={tone} />
            </div>
            <SideDrawerControl entries={entries} tone={tone} />
            <FullDrawerControl entries={entries} tone={tone} />
          </div>
        </div>
      </header>
      {look.spacer && <div aria-hidden="true" className={styles.spacer} data-testid="header-spacer" />}
    </>
  );
}
