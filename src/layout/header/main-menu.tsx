import { Link, NavLink } from "react-router";
import { useTranslation } from "../../i18n/react";
import { cx } from "../../ui/cx";
import { linkClass } from "../../ui/link";
import styles from "./main-menu.module.css";
import type { MenuEntry } from "./menu-items";
import type { Tone } from "./tone";

/**
 * Top-level entries with sub-links that open on hover and on keyboard focus: focusing an entry
 * shows its list at once, so the next Tab walks into it.
 */
export function MainMenu({ entries, tone }: { entries: MenuEntry[]; tone: Tone }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.label")} className={cx(styles.nav, tone === "dark" ? styles.dark : styles.light)}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.entry}>
            <NavLink to={entry.to} end={entry.key !== "consult"} className={cx(linkClass, styles.entryLink)}>
              {entry.label}
            </NavLink>
            {entry.children.length > 0 && (
              <ul aria-label={t("menu.subMenuOf", { name: entry.label })} className={styles.subMenu} data-submenu={entry.key}>
                {entry.children.map((child) => (
                  <li key={child.key}>
                    <Link to={child.to} className={cx(linkClass, styles.subLink)}>
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
