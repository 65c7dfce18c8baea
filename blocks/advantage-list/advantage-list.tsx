import { localize, pickLang } from "../../schemas/localize-text";
import { bindUnits } from "../../src/rich-text/bind-units";
import { balancedGrid } from "../../src/ui/balanced-grid";
import { cx } from "../../src/ui/cx";
import { headingClass } from "../../src/ui/heading";
import type { DataListData } from "../data-list-request";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import styles from "./advantage-list.module.css";
import type { AdvantageListProps } from "./index";

export function AdvantageList({ props, data, lang }: BlockComponentProps<AdvantageListProps, DataListData>) {
  const items = data.items ?? [];
  if (items.length === 0) return null;
  return (
    <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)} tone={props.tone}>
      <ul {...balancedGrid(items.length, { base: 1, sm: 1, md: 2, lg: 3 })}>
        {items.map((item, i) => (
          <li key={item.id} className={styles.item}>
            <p className={styles.number} aria-hidden="true">
              {String(i + 1).padStart(2, "0")}
            </p>
            <h3 className={cx(headingClass("lg"), styles.title)}>{pickLang(item.title, item.titleEn, lang)}</h3>
            <p className={styles.summary}>{bindUnits(pickLang(item.summary, item.summaryEn, lang))}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
