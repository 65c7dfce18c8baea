import { Button, Dialog, Portal, Stack } from "@chakra-ui/react";
import { type ReactNode, useRef, useState } from "react";

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
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => cancelRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>{consequence}</Dialog.Description>
                {children}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline">
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} disabled={confirmDisabled} onClick={confirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
