import type { ReactNode } from "react";
import styles from "./badge.module.css";
import { cx } from "./cx";

export type BadgePalette = "gray" | "blue" | "orange" | "green" | "red" | "purple";

/** A small label in a palette's colours (Chakra's badge, size md): `subtle` filled, `outline` framed. */
export function Badge({
  palette = "gray",
  variant = "subtle",
  children,
}: {
  palette?: BadgePalette;
  variant?: "subtle" | "outline";
  children: ReactNode;
}) {
  return <span className={cx(styles.badge, styles[palette], styles[variant])}>{children}</span>;
}
