import { type Comparison, TEST_ITEMS } from "../../schemas/inspection";
import { localize } from "../../schemas/localize-text";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { cx } from "../ui/cx";
import { VisuallyHidden } from "../ui/visually-hidden";
import styles from "./comparison-table.module.css";

/** Every result of the compared inspections: a row per test item, a column per inspection. Scrolls sideways on a phone. */
export function ComparisonTable({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways takes focus so keyboards can scroll it
    <section tabIndex={0} aria-label={t("dataComparison.tableLabel")} className={styles.frame}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("lab.col.item")}</th>
            {comparison.inspections.map((ins) => (
              <th key={ins.id} scope="col">
                <p className={styles.number}>{ins.inspectionNo}</p>
                <p className={styles.sample}>{ins.sampleName}</p>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => (
            <tr key={row.itemCode}>
              <th scope="row">{localize(TEST_ITEMS[row.itemCode], lang)}</th>
              {row.values.map((v, i) => (
                <td key={comparison.inspections[i]?.id}>
                  {v ? (
                    <>
                      {`${v.value} ${v.unit}`.trim()}{" "}
                      <span className={cx(styles.verdict, v.passed ? styles.pass : styles.fail)}>
                        {v.passed ? t("lab.pass") : t("lab.fail")}
                      </span>
                    </>
                  ) : (
                    <>
                      {/* Real text for screen readers (a plain span's aria-label is not read); the dash for the eye. */}
                      <span className={styles.dash} aria-hidden="true">
                        —
                      </span>
                      <VisuallyHidden>{t("dataComparison.notTested")}</VisuallyHidden>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
