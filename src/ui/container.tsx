import type { HTMLAttributes } from "react";
import styles from "./container.module.css";
import { cx } from "./cx";

export type ContainerSize = "3xl" | "5xl" | "6xl" | "7xl";

/** The class names of a centred column `size` wide at most, with the page's side padding. */
export function containerClass(size: ContainerSize = "6xl"): string {
  return cx(styles.container, styles[`size-${size}`]);
}

/** A centred column `size` wide at most (48, 64, 72 or 80 rem), with the page's side padding. */
export function Container({ size = "6xl", className, ...props }: HTMLAttributes<HTMLDivElement> & { size?: ContainerSize }) {
  return <div className={cx(containerClass(size), className)} {...props} />;
}
