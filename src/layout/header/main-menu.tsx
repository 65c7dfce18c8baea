import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { useTranslation } from "../../i18n/react";
import { cx } from "../../ui/cx";
import { linkClass } from "../../ui/link";
import styles from "./main-menu.module.css";
import type { MenuEntry } from "./menu-items";
import type { Tone } from "./tone";

/**
 * A top-level entry: its link is the one Tab stop; its sub-links show on hover and on focus, and are
 * reached from it by ArrowDown (then ArrowUp/ArrowDown, Home/End among them; Tab moves on to the next
 * entry). Escape hides the list and returns to the entry (WCAG 1.4.13); `aria-expanded` says whether
 * it shows.
 */
function Entry({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focusedIn, setFocusedIn] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const entryLink = useRef<HTMLAnchorElement>(null);
  const subList = useRef<HTMLUListElement>(null);
  const hasSub = entry.children.length > 0;
  const open = hasSub && (hovered || focusedIn) && !dismissed;
  const item = useRef<HTMLLIElement>(null);
  // Escape closes a list opened by the pointer as well, wherever focus is (WCAG 1.4.13).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setDismissed(true);
      if (item.current?.contains(document.activeElement)) entryLink.current?.focus();
      e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!hasSub) return;
    const links = [...(subList.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const focus = (i: number) => {
      setDismissed(false);
      links[(i + links.length) % links.length]?.focus();
    };
    if (e.key === "ArrowDown") focus(at + 1);
    else if (e.key === "ArrowUp") {
      if (at <= 0) entryLink.current?.focus();
      else focus(at - 1);
    } else if (e.key === "Home" && at >= 0) focus(0);
    else if (e.key === "End" && at >= 0) focus(links.length - 1);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <li
      ref={item}
      className={styles.entry}
      data-dismissed={dismissed ? "" : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
      onFocus={() => setFocusedIn(true)}
      onBlur={(e) => {
        if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
        setFocusedIn(false);
        setDismissed(false);
      }}
      onKeyDown={onKeyDown}
    >
      <NavLink
        ref={entryLink}
        to={entry.to}
        end={entry.key !== "consult"}
        className={cx(linkClass, styles.entryLink)}
        aria-expanded={hasSub ? open : undefined}
      >
        {entry.label}
      </NavLink>
      {hasSub && (
        <ul ref={subList} aria-label={t("menu.subMenuOf", { name: entry.label })} className={styles.subMenu} data-submenu={entry.key}>
          {entry.children.map((child) => (
            <li key={child.key}>
              {/* Out of the Tab order: ArrowDown from the entry reaches it. */}
              <Link to={child.to} tabIndex={-1} className={cx(linkClass, styles.subLink)}>
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The header's navigation on wide screens: one Tab stop per entry, its sub-links by arrow keys. */
export function MainMenu({ entries, tone }: { entries: MenuEntry[]; tone: Tone }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.label")} className={cx(styles.nav, tone === "dark" ? styles.dark : styles.light)}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <Entry key={entry.key} entry={entry} />
        ))}
      </ul>
    </nav>
  );
}
