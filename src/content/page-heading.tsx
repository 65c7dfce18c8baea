import type { ReactNode } from "react";
import { Container, type ContainerSize } from "../ui/container";
import { cx } from "../ui/cx";
import { headingClass } from "../ui/heading";
import styles from "./page-heading.module.css";

/**
 * The page's h1 with an optional lead paragraph; the shared top of every simple page. Articles and
 * policies (`size="reading"`) are set in a reading column centred on the page grid.
 */
export function PageHeading({
  title,
  lead,
  size = "page",
  children,
}: {
  title: string;
  lead?: string;
  size?: ContainerSize;
  children?: ReactNode;
}) {
  return (
    <Container size={size} className={styles.pageHeading}>
      <h1 className={cx(headingClass("3xl"), styles.title)}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </Container>
  );
}
