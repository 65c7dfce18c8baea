import { useTranslation } from "../i18n/react";
import { headingClass } from "../ui/heading";
import styles from "./status-view.module.css";

export function ErrorView() {
  const { t } = useTranslation("pages");
  return (
    <div className={styles.view}>
      <h1 className={headingClass("2xl")}>{t("error.title")}</h1>
      <p>{t("error.message")}</p>
    </div>
  );
}
