import { cx } from "./cx";
import styles from "./spinner.module.css";

/** A turning ring in the current colour (Chakra's spinner): decoration, so hidden from screen readers. */
export function Spinner({ size = "md", className }: { size?: "inherit" | "sm" | "md" | "lg"; className?: string }) {
  return <span className={cx(styles.spinner, styles[`size-${size}`], className)} aria-hidden="true" />;
}
