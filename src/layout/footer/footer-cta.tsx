import { Link } from "react-router";
import type { WebsiteInfo } from "../../../schemas/entities";
import { useTranslation } from "../../i18n/react";
import { AnimateOnScroll } from "../../motion/animate-on-scroll";
import { paths } from "../../paths";
import { buttonClass } from "../../ui/button";
import { Container } from "../../ui/container";
import band from "../../ui/cta-band.module.css";
import { cx } from "../../ui/cx";
import { headingClass } from "../../ui/heading";
import styles from "./footer-cta.module.css";

/**
 * Home page only: two headline texts and a contact-us button above the footer (spec §2). It fades
 * in with the scroll-reveal defaults (spec §9) as it enters the window, as the closing band.
 */
export function FooterCta({ info }: { info: WebsiteInfo }) {
  const { t } = useTranslation();
  if (!info.footerHeadline && !info.footerSubheadline) return null;
  return (
    <section aria-labelledby="footer-cta-heading" className={cx(band.band, styles.band)}>
      <AnimateOnScroll animation="reveal">
        <Container>
          <div className={band.row}>
            <div className={band.texts}>
              <h2 id="footer-cta-heading" className={headingClass("xl", "2xl")}>
                {info.footerHeadline}
              </h2>
              <p className={cx(band.lead, styles.subheadline)}>{info.footerSubheadline}</p>
            </div>
            <Link to={paths.contact("leaveMessage")} className={cx(buttonClass({ size: "lg" }), styles.button)}>
              {t("footerCta.button")}
            </Link>
          </div>
        </Container>
      </AnimateOnScroll>
    </section>
  );
}
