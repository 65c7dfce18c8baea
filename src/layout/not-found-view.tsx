import { Link } from "react-router";
import { useTranslation } from "../i18n/react";
import { decodePath } from "../navigation/decode-path";
import { paths } from "../paths";
import { buttonClass } from "../ui/button";
import { headingClass } from "../ui/heading";
import { useNotFoundCountdown } from "./not-found/countdown";
import { NOT_FOUND_STATUS_ID } from "./not-found/stay-control";
import styles from "./status-view.module.css";

export { NOT_FOUND_COUNTDOWN_SECONDS } from "./not-found/countdown";

/**
 * Spec §8's 404 page. Inside `NotFoundCountdown` it counts 3, 2, 1 and goes home unless the visitor
 * does anything (decision 145). The timer is not a live region (role=timer is polite-off): it is read
 * where it stands, not every second; the one status message says when the page stays.
 */
export function NotFoundView({ path }: { path: string }) {
  const { t } = useTranslation("pages");
  const countdown = useNotFoundCountdown();

  return (
    <div className={styles.view}>
      <img src="/images/not-found.svg" alt={t("notFound.imageAlt")} width={480} height={320} className={styles.image} />
      <h1 className={headingClass("2xl")}>{t("notFound.message", { path: decodePath(path) })}</h1>
      <p className={styles.muted}>{t("notFound.tip")}</p>
      {countdown && !countdown.stopped && (
        <p role="timer" className={styles.muted} data-testid="countdown">
          {t("notFound.countdown", { seconds: countdown.seconds })}
        </p>
      )}
      {/* Present and empty from the start, so the message put into it is announced. */}
      <p id={NOT_FOUND_STATUS_ID} role="status" tabIndex={-1} className={styles.muted}>
        {countdown?.stopped ? t("notFound.stopped") : ""}
      </p>
      <Link to={paths.home()} className={buttonClass()}>
        {t("notFound.home")}
      </Link>
    </div>
  );
}
