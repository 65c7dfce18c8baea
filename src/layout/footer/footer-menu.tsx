import { useId, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/react";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { linkClass } from "../../ui/link";
import type { MenuEntry } from "../header/menu-items";
import { ChevronDownIcon } from "../icons";
import styles from "./footer-menu.module.css";

/**
 * One entry of the footer's menu tree. Where nothing hovers (touch screens) or the screen is
 * small, a disclosure button beside the entry opens its sub-links: tapping the entry itself
 * follows its link.
 */
function FooterMenuEntry({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const hasChildren = entry.children.length > 0;
  return (
    <li className={styles.entry} data-open={open || undefined}>
      <div className={styles.entryRow}>
        <Link to={entry.to} className={cx(linkClass, styles.entryLink)}>
          {entry.label}
        </Link>
        {hasChildren && (
          <button
            type="button"
            aria-label={t("menu.showSubMenu", { name: entry.label })}
            aria-expanded={open}
            aria-controls={listId}
            className={cx(buttonClass({ variant: "ghost", size: "2xs", icon: true }), styles.disclosure)}
            onClick={() => setOpen((o) => !o)}
            data-footer-disclosure={entry.key}
          >
            <ChevronDownIcon />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={listId} aria-label={t("menu.subMenuOf", { name: entry.label })} className={styles.subList} data-footer-submenu={entry.key}>
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
  );
}

/** The footer's menu tree: the header's entries with their sub-links. */
export function FooterMenu({ entries, className }: { entries: MenuEntry[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("footer.menu")} className={className}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <FooterMenuEntry key={entry.key} entry={entry} />
        ))}
      </ul>
    </nav>
  );
}
