import { localize } from "../../schemas/localize-text";
import { bindUnits } from "../../src/rich-text/bind-units";
import { blockText } from "../block-strings";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import type { IngredientTableProps } from "./index";
import styles from "./ingredient-table.module.css";
import { ingredientTableStrings } from "./strings";

export function IngredientTable({ props, lang }: BlockComponentProps<IngredientTableProps>) {
  const t = blockText(ingredientTableStrings, lang);
  const note = localize(props.note, lang);
  return (
    <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)} tone="tinted">
      {/* Scrolls sideways on narrow screens, so it must be reachable and named for keyboard users. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a scrolling region, the div it was */}
      <div className={styles.frame} tabIndex={0} role="region" aria-label={localize(props.heading, lang)}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.columnHeader}>
                {t("item")}
              </th>
              <th scope="col" className={styles.columnHeader}>
                {t("value")}
              </th>
              <th scope="col" className={styles.columnHeader}>
                {t("method")}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.item.zh}>
                <th scope="row" className={styles.rowHeader}>
                  {localize(row.item, lang)}
                </th>
                <td>{bindUnits(localize(row.value, lang))}</td>
                <td className={styles.method}>{localize(row.method, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && <p className={styles.note}>{note}</p>}
    </Section>
  );
}
