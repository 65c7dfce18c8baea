import type { ButtonHTMLAttributes, Ref } from "react";
import { type Lang, parseLang } from "../../../schemas/lang";
import { useTranslation } from "../../i18n/react";
import { cx } from "../../ui/cx";
import { ChevronDownIcon, GlobeIcon, GridIcon, MenuIcon } from "../icons";
import styles from "./header-triggers.module.css";
import { type Tone, toneButtonClass } from "./tone";

/**
 * The header's popup buttons, drawn the same before their popup code has loaded (a plain button,
 * `on-demand-popup.tsx`) and after (as the trigger of Ark's Menu or Dialog, which adds its props).
 */
type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { tone: Tone; ref?: Ref<HTMLButtonElement> };

export function LanguageButton({ tone, className, ...props }: TriggerProps) {
  const { i18n, t } = useTranslation();
  const current: Lang = parseLang(i18n.language) ?? "en";
  return (
    <button
      type="button"
      className={cx(toneButtonClass(tone, "sm"), className)}
      aria-label={`${t("language.label")}: ${t(`language.${current}`)}`}
      {...props}
    >
      <GlobeIcon />
      <span className={styles.wideOnly}>{t(`language.${current}`)}</span>
      <span className={styles.wideOnly}>
        <ChevronDownIcon />
      </span>
    </button>
  );
}

export function UserButton({ tone, nickname, className, ...props }: TriggerProps & { nickname: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={cx(toneButtonClass(tone, "sm"), styles.user, className)}
      aria-label={t("user.menu", { name: nickname })}
      data-testid="user-menu"
      {...props}
    >
      <span className={styles.nickname}>{nickname}</span>
      <ChevronDownIcon />
    </button>
  );
}

export function SideDrawerButton({ tone, className, ...props }: TriggerProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t("menu.open")}
      className={cx(toneButtonClass(tone, "md", true), styles.sideDrawer, className)}
      data-testid="side-drawer-trigger"
      {...props}
    >
      <MenuIcon />
    </button>
  );
}

export function FullDrawerButton({ tone, className, ...props }: TriggerProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t("menu.more")}
      className={cx(toneButtonClass(tone, "md", true), className)}
      data-testid="full-drawer-trigger"
      {...props}
    >
      <GridIcon />
    </button>
  );
}
