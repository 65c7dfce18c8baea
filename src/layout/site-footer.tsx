import { useMemo } from "react";
import { Link, useMatches } from "react-router";
import { type Lang, parseLang } from "../../schemas/lang";
import { useTranslation } from "../i18n/react";
import { paths } from "../paths";
import { useRootData } from "../root-data";
import { cx } from "../ui/cx";
import { linkClass } from "../ui/link";
import { FooterCta } from "./footer/footer-cta";
import { FooterMenu } from "./footer/footer-menu";
import { buildMenu } from "./header/menu-items";
import styles from "./site-footer.module.css";
import { SocialLinks } from "./social-links";

const footerLink = cx(linkClass, styles.link);

/** The footer of spec §2; every value comes from website info, only labels are ours. */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const root = useRootData();
  const info = root?.websiteInfo;
  const lang: Lang = parseLang(i18n.language) ?? "en";
  const onHome = useMatches().at(-1)?.id === "index";
  const entries = useMemo(
    () => buildMenu(root?.menu ?? null, "footer", lang, root?.classList ?? [], root?.firstDetectionStepId ?? null),
    [root?.menu, lang, root?.classList, root?.firstDetectionStepId],
  );
  return (
    <>
      {onHome && info && <FooterCta info={info} />}
      <footer className={styles.footer}>
        <div className={styles.inner}>
          <div className={styles.columns}>
            <FooterMenu entries={entries} className={styles.menu} />
            <div className={styles.about}>
              {info && (
                <img
                  src={info.logo.url}
                  alt={info.logo.alt || info.siteName}
                  className={styles.logo}
                  width={167}
                  height={40}
                  loading="lazy"
                />
              )}
              {info && <SocialLinks info={info} tone="dark" />}
              {info && (
                <address className={styles.address}>
                  <p>
                    {t("footer.address")}: {info.siteAddress}
                  </p>
                  <p>
                    {t("footer.email")}:{" "}
                    <a href={`mailto:${info.email}`} className={footerLink}>
                      {info.email}
                    </a>
                  </p>
                  <p>
                    {t("footer.phone")}:{" "}
                    <a href={`tel:${info.contactPhone.replace(/[^\d+]/g, "")}`} className={footerLink}>
                      {info.contactPhone}
                    </a>
                  </p>
                </address>
              )}
            </div>
            {info && (
              <div className={styles.qr}>
                <img
                  src={info.weixinImg.url}
                  alt={info.weixinImg.alt || t("contactInfo.qrOf", { name: t("contactInfo.weixin") })}
                  loading="lazy"
                  width={112}
                  height={112}
                  className={styles.qrImage}
                  data-testid="footer-qr"
                />
                <p className={styles.scan}>{t("contactInfo.scan")}</p>
              </div>
            )}
          </div>
          <nav aria-label={t("footer.legal")} className={styles.legal}>
            {info && <p>{info.copyrightInfo}</p>}
            {info?.recordNo && (
              // The ICP licence number is Chinese on the English page too (WCAG 3.1.2).
              <a href={info.recordUrl} target="_blank" rel="noopener noreferrer" className={footerLink} lang="zh-CN">
                {info.recordNo}
              </a>
            )}
            <Link to={paths.privacy()} className={footerLink}>
              {t("nav.privacy")}
            </Link>
            <Link to={paths.disclaimer()} className={footerLink}>
              {t("nav.disclaimer")}
            </Link>
          </nav>
        </div>
      </footer>
    </>
  );
}
