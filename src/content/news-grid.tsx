import type { ReactNode } from "react";
import styles from "./news-grid.module.css";

/** The grid of news cards, on the news page and in the news-list block. */
export function NewsGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
