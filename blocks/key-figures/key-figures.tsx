import { localize } from "../../schemas/localize-text";
import { bindUnits } from "../../src/rich-text/bind-units";
import { balancedGrid } from "../../src/ui/balanced-grid";
import { Container } from "../../src/ui/container";
import { cx } from "../../src/ui/cx";
import { headingClass } from "../../src/ui/heading";
import type { BlockComponentProps } from "../define-block";
import type { KeyFiguresProps } from "./index";
import styles from "./key-figures.module.css";

export function KeyFigures({ props, lang }: BlockComponentProps<KeyFiguresProps>) {
  const heading = localize(props.heading, lang);
  // Two figures a row on phones; from md, four at most a row, rows balanced (5 → 3 + 2).
  const grid = balancedGrid(props.items.length, { base: 2, sm: 2, md: 4, lg: 4 });
  return (
    <section className={styles.figures} aria-label={heading || undefined}>
      <Container>
        {heading && <h2 className={cx(headingClass("2xl"), styles.heading)}>{heading}</h2>}
        <dl {...grid}>
          {props.items.map((item) => (
            <div key={`${item.value.zh}-${item.label.zh}`} className={styles.item}>
              <dt className={styles.label}>{bindUnits(localize(item.label, lang))}</dt>
              <dd className={styles.value}>{bindUnits(localize(item.value, lang))}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
