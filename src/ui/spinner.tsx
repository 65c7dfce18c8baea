import { cx } from "./cx";
import styles from "./spinner.module.css";

/**
 * A turning ring in the current colour (Chakra's spinner). With a `label` it is what the area shows
 * while it loads (a status, named); without, decoration beside a text that says so (hidden).
 */
export function Spinner({ size = "md", label, className }: { size?: "inherit" | "sm" | "md" | "lg"; label?: string; className?: string }) {
  const named = label ? { role: "status", "aria-label": label } : { "aria-hidden": true as const };
  return <span className={cx(styles.spinner, styles[`size-${size}`], className)} {...named} />;
}
