import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "../i18n/react";
import { decodePath } from "../navigation/decode-path";
import { paths } from "../paths";
import { buttonClass } from "../ui/button";
import { headingClass } from "../ui/heading";
import styles from "./status-view.module.css";

/** Spec §9: the error page counts 3, 2, 1, then goes home. */
export const NOT_FOUND_COUNTDOWN_SECONDS = 3;

export function NotFoundView({ path }: { path: string }) {
  const { t } = useTranslation("pages");
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(NOT_FOUND_COUNTDOWN_SECONDS);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seconds <= 0) navigate(paths.home(), { replace: true });
  }, [seconds, navigate]);

  return (
    <div className={styles.view}>
      <img src="/images/not-found.svg" alt={t("notFound.imageAlt")} width={480} height={320} className={styles.image} />
      <h1 className={headingClass("2xl")}>{t("notFound.message", { path: decodePath(path) })}</h1>
      <p className={styles.muted}>{t("notFound.tip")}</p>
      <p role="timer" aria-live="polite" className={styles.muted} data-testid="countdown">
        {t("notFound.countdown", { seconds: Math.max(seconds, 1) })}
      </p>
      <Link to={paths.home()} className={buttonClass()}>
        {t("notFound.home")}
      </Link>
    </div>
  );
}
