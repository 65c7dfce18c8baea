import { COMPARE_MAX, COMPARE_MIN, type Inspection } from "../../schemas/inspection";
import type { Page } from "../../schemas/paging";
import { formatDate } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { Pager } from "../inspection/list-controls";
import { buttonClass } from "../ui/button";
import { cx } from "../ui/cx";
import styles from "./comparison-chooser.module.css";

export type Choice = Pick<Inspection, "id" | "inspectionNo" | "sampleName">;

/**
 * The form that picks 2–6 completed inspections, a page of the list at a time; what is chosen stays
 * chosen across pages and searches. Without `list` yet (the server's render, the first fetch), only its
 * legend: the rows, pager and button come with the list, below everything already drawn, so nothing
 * drawn moves when it arrives (a guessed number of grey rows moved the button whenever it was wrong).
 */
export function ComparisonChooser({
  list,
  choices,
  onToggle,
  onPage,
  onCompare,
}: {
  list: Page<Inspection> | undefined;
  choices: Choice[];
  onToggle: (ins: Choice) => void;
  onPage: (page: number) => void;
  onCompare: () => void;
}) {
  const { t } = useTranslation(["pages", "portal"]);
  const lang = useLang();
  const chosen = choices.map((c) => c.id);
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <form
      aria-label={t("dataComparison.chooseLabel")}
      onSubmit={(e) => {
        e.preventDefault();
        onCompare();
      }}
    >
      <fieldset>
        <legend className={styles.legend}>{t("dataComparison.choose", { min: COMPARE_MIN, max: COMPARE_MAX })}</legend>
        <div className={styles.list} aria-busy={!list || undefined}>
          {list?.list.length === 0 && <p>{t("inspection.noMatch")}</p>}
          {list?.list.map((ins) => (
            <label key={ins.id} className={styles.option}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={chosen.includes(ins.id)}
                disabled={!chosen.includes(ins.id) && chosen.length >= COMPARE_MAX}
                onChange={() => onToggle(ins)}
              />
              <span>
                <span className={cx(styles.number, styles.line)}>{ins.inspectionNo}</span>
                <span className={cx(styles.detail, styles.line)}>
                  {ins.sampleName} · {formatDate(ins.updatedAt, lang)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {list && (
        <>
          <div className={styles.pager}>
            <Pager pageNum={list.pageNum} pages={pages} onPage={onPage} />
          </div>
          {choices.length > 0 && (
            <p className={styles.chosen} aria-live="polite" data-testid="comparison-choices">
              {t("portal:comparison.chosen", { list: choices.map((c) => `${c.inspectionNo} (${c.sampleName})`).join(", ") })}
            </p>
          )}
          <button type="submit" className={cx(buttonClass(), styles.submit)} disabled={chosen.length < COMPARE_MIN}>
            {t("dataComparison.compare", { n: chosen.length })}
          </button>
        </>
      )}
    </form>
  );
}
