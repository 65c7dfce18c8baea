import { localize } from "../../schemas/localize-text";
import { Container } from "../../src/ui/container";
import { cx } from "../../src/ui/cx";
import { headingClass } from "../../src/ui/heading";
import type { BlockComponentProps } from "../define-block";
import type { KeyFiguresProps } from "./index";
import styles from "./key-figures.module.css";

export function KeyFigures({ props, lang }: BlockComponentProps<KeyFiguresProps>) {
  const heading = localize(props.heading, lang);
  // Two figures a row on phones; from md, all of them in one row, four at most.
  const columns = styles[`columns${Math.min(props.items.length, 4)}`];
  return (
    <section className={styles.figures} aria-label={heading || undefined}>
      <Container size="6xl">
        {heading && <h2 className={cx(headingClass("2xl"), styles.heading)}>{heading}</h2>}
        <dl className={cx(styles.grid, columns)}>
          {props.items.map((item) => (
            <div key={`${item.value.zh}-${item.label.zh}`} className={styles.item}>
              <dt className={styles.label}>{localize(item.label, lang)}</dt>
              <dd className={styles.value}>{localize(item.value, lang)}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
