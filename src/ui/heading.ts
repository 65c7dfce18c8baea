import { cx } from "./cx";
import styles from "./heading.module.css";

export type HeadingSize = "sm" | "md" | "lg" | "xl" | "2xl" | "3xl" | "4xl" | "5xl";
export type WideHeadingSize = "xl" | "2xl" | "3xl" | "4xl" | "5xl";

/** A heading's class names: semibold, `size` on small screens and, when given, `wide` from 48em up. */
export function headingClass(size: HeadingSize, wide?: WideHeadingSize): string {
  return cx(styles.heading, styles[`size-${size}`], wide && styles[`md-${wide}`]);
}
