import { type ReactNode, useRef, useState } from "react";
import { buttonClass } from "../ui/button";
import { Dialog, DialogDescription } from "../ui/dialog";
import { LoadingButton } from "../ui/loading-button";
import styles from "./confirm-dialog.module.css";
import danger from "./danger.module.css";

/**
 * Asks before a destructive step (issue 23, item 7; the back office's `useConfirm` shows it too): an
 * alert dialog that states the consequence,
 * with the confirming button named after the action and a way back that keeps everything as it was.
 * Focus starts on the way back, so Enter pressed out of habit never destroys; Escape and the
 * backdrop go back too.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  consequence,
  confirmLabel,
  cancelLabel,
  onConfirm,
  confirmDisabled = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  consequence: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Resolves when done (the dialog then closes); throws to stay open (the caller has said why). */
  onConfirm: () => Promise<void>;
  /** While a required field (a reason) is empty. */
  confirmDisabled?: boolean;
  /** Extra fields, e.g. a reason. */
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // Stays open: the caller has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => cancelRef.current}
      title={title}
      footer={
        <>
          <button type="button" ref={cancelRef} className={buttonClass({ variant: "outline" })} onClick={onClose}>
            {cancelLabel}
          </button>
          <LoadingButton loading={busy} disabled={confirmDisabled} onClick={confirm} className={danger.danger}>
            {confirmLabel}
          </LoadingButton>
        </>
      }
    >
      <div className={styles.fields}>
        <DialogDescription>{consequence}</DialogDescription>
        {children}
      </div>
    </Dialog>
  );
}
