import type { HTMLAttributes } from "react";
import styles from "./container.module.css";
import { cx } from "./cx";

/** `page`: the page grid every block starts on; `reading`: a narrower column of text, centred on it. */
export type ContainerSize = "page" | "reading";

/** The class names of the page's container (decision 176), with the page's side padding. */
export function containerClass(size: ContainerSize = "page"): string {
  return cx(styles.container, size === "reading" && styles.reading);
}

/** The page grid's container (`page`) or a reading column centred on it (`reading`). */
export function Container({ size = "page", className, ...props }: HTMLAttributes<HTMLDivElement> & { size?: ContainerSize }) {
  return <div className={cx(containerClass(size), className)} {...props} />;
}
