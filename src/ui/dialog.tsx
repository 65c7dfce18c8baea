import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import type { ReactNode } from "react";
import { CloseButton } from "./close-button";
import { cx } from "./cx";
import styles from "./dialog.module.css";

/**
 * A modal dialog (Ark's Dialog: focus trapped inside, returned on closing, Escape and the backdrop
 * close it) in Chakra's look. `md` is a centred or top panel; `large` fills a phone's screen and is
 * 56rem wide from 48em, its body scrolling inside. Mounted while open only.
 */
export function Dialog({
  open,
  onClose,
  title,
  role,
  size = "md",
  placement = "top",
  initialFocusEl,
  closeLabel,
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  role?: "dialog" | "alertdialog";
  size?: "md" | "large";
  placement?: "top" | "center";
  initialFocusEl?: () => HTMLElement | null;
  /** Shows a close button in the corner, named so. */
  closeLabel?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      role={role}
      initialFocusEl={initialFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={cx(styles.positioner, placement === "center" && styles.center)}>
          <ArkDialog.Content className={cx(styles.content, size === "large" && styles.large)}>
            <div className={styles.header}>
              <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
            </div>
            <div className={styles.body}>{children}</div>
            {footer && <div className={styles.footer}>{footer}</div>}
            {closeLabel && (
              <ArkDialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} className={styles.closeTrigger} />
              </ArkDialog.CloseTrigger>
            )}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

/** The sentence under a dialog's title that says what it is about (its `aria-describedby`). */
export function DialogDescription({ children }: { children: ReactNode }) {
  return <ArkDialog.Description className={styles.description}>{children}</ArkDialog.Description>;
}
