import type { ReactNode } from "react";
import { Container } from "../src/ui/container";
import { cx } from "../src/ui/cx";
import { headingClass } from "../src/ui/heading";
import styles from "./section.module.css";

/** The frame most content blocks share: a width-limited container with an optional h2 and intro. */
export function Section({
  heading,
  intro,
  tone = "plain",
  children,
}: {
  heading?: string;
  intro?: string;
  tone?: "plain" | "tinted";
  children: ReactNode;
}) {
  return (
    <section className={cx(styles.section, tone === "tinted" && styles.tinted)}>
      <Container>
        {heading && <h2 className={cx(headingClass("2xl", "3xl"), styles.heading, intro && styles.headingAboveIntro)}>{heading}</h2>}
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </Container>
    </section>
  );
}
