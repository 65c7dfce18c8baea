import type { ReactNode } from "react";
import { Container } from "../ui/container";
import { cx } from "../ui/cx";
import { headingClass } from "../ui/heading";
import styles from "./page-hero.module.css";

/** A dark band under the transparent header, for fixed routes without a block-made banner. */
export function PageHero({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className={styles.hero}>
      <Container>
        <h1 className={cx(headingClass("3xl", "4xl"), lead && styles.titleWithLead)}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </Container>
    </div>
  );
}
