import type { ReactNode } from "react";
import { localize } from "../../schemas/localize-text";
import { cx } from "../../src/ui/cx";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import styles from "./columns-layout.module.css";
import type { ThreeColumnsProps, TwoColumnsProps } from "./index";

/** The grid's class for each ratio: its columns' widths from the md breakpoint. */
const TEMPLATE = { "1-1": styles.ratio11, "2-1": styles.ratio21, "1-2": styles.ratio12, "1-1-1": styles.ratio111 } as const;

/** Columns side by side from the md breakpoint; each column holds its blocks (already rendered). */
function ColumnsLayout({ heading, ratio, columns }: { heading?: string; ratio: keyof typeof TEMPLATE; columns: ReactNode[] }) {
  return (
    <Section heading={heading}>
      <div className={cx(styles.grid, TEMPLATE[ratio])}>
        {columns.map((column, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed positions, never reordered
          <div key={i} className={styles.column}>
            {column}
          </div>
        ))}
      </div>
    </Section>
  );
}

export function TwoColumns({ props, slots, lang }: BlockComponentProps<TwoColumnsProps>) {
  return <ColumnsLayout heading={localize(props.heading, lang) || undefined} ratio={props.ratio} columns={[slots.left, slots.right]} />;
}

export function ThreeColumns({ props, slots, lang }: BlockComponentProps<ThreeColumnsProps>) {
  return (
    <ColumnsLayout heading={localize(props.heading, lang) || undefined} ratio="1-1-1" columns={[slots.first, slots.second, slots.third]} />
  );
}
