import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from "@chakra-ui/react";

/** Toast defaults of spec §9: 3000 ms, 16 px from the top, 16 px between toasts. */
export const TOAST_DEFAULT_DURATION_MS = 3000;
export const toaster = createToaster({ placement: "top", gap: 16, offsets: "16px", max: 5, pauseOnPageIdle: true });

export type ToastType = "primary" | "success" | "info" | "warning" | "error";

/** `duration: 0` keeps the toast until closed (spec §4). */
export function notify({ type, message, duration = TOAST_DEFAULT_DURATION_MS }: { type: ToastType; message: string; duration?: number }) {
  toaster.create({
    type: type === "primary" ? "info" : type,
    description: message,
    duration: duration === 0 ? Number.POSITIVE_INFINITY : duration,
    closable: true,
  });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
