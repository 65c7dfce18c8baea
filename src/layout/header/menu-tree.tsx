import { Link } from "react-router";
import { cx } from "../../ui/cx";
import { linkClass } from "../../ui/link";
import type { MenuEntry } from "./menu-items";
import styles from "./menu-tree.module.css";

/** The menu with every sub-link visible, for the drawers: one column, or up to five on wide screens (`wide`). */
export function MenuTree({ entries, wide = false }: { entries: MenuEntry[]; wide?: boolean }) {
  return (
    <ul className={cx(styles.tree, wide && styles.wide)}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link to={entry.to} className={cx(linkClass, styles.entryLink)}>
            {entry.label}
          </Link>
          <ul className={styles.subList}>
            {entry.children.map((child) => (
              <li key={child.key}>
                <Link to={child.to} className={cx(linkClass, styles.subLink)}>
                  {child.label}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
