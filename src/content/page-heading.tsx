import type { ReactNode } from "react";
import { Container } from "../ui/container";
import { cx } from "../ui/cx";
import { headingClass } from "../ui/heading";
import styles from "./page-heading.module.css";

/** The page's h1 with an optional lead paragraph; the shared top of every simple page. */
export function PageHeading({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Container size="5xl" className={styles.pageHeading}>
      <h1 className={cx(headingClass("3xl"), styles.title)}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </Container>
  );
}
