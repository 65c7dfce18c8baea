import { Button, Dialog, HStack, Portal, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { useTranslation } from "../i18n/react";

/**
 * Asks before something that cannot be undone. Focus starts on "Cancel", so Enter pressed out of
 * habit keeps things as they are; Escape and the backdrop cancel too.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("pages");
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(e) => !e.open && onCancel()}
      initialFocusEl={() => cancelRef.current}
      size="sm"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{description}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="3" wrap="wrap" justify="end">
                <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                  {t("confirm.cancel")}
                </Button>
                <Button colorPalette="red" loading={busy} onClick={onConfirm}>
                  {confirmLabel}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
