import { DETECTING_FILTER_NAMES, type DetectingFilter } from "../../schemas/inspection";
import { useTranslation } from "../i18n/react";
import styles from "./detecting-filter.module.css";

/**
 * Which inspections without a report the "detecting" tab lists: in progress, rejected or cancelled.
 * Native radio buttons (arrow keys move between them), drawn as a row of pills.
 */
export function DetectingFilterChoice({ value, onChange }: { value: DetectingFilter; onChange: (next: DetectingFilter) => void }) {
  const { t } = useTranslation("pages");
  return (
    <fieldset>
      <legend className={styles.legend}>{t("inspection.filter.label")}</legend>
      <div className={styles.options}>
        {DETECTING_FILTER_NAMES.map((name) => (
          <label key={name} className={styles.pill}>
            <input
              type="radio"
              className={styles.radio}
              name="detecting-filter"
              value={name}
              checked={value === name}
              onChange={() => onChange(name)}
            />
            {t(`inspection.filter.${name}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
