import { Box, CloseButton, Text } from "@chakra-ui/react";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "../i18n/react";
import { type ShowOptions, TOAST_GAP_PX, TOAST_OFFSET_PX, type Toast, type ToastType, toastStore } from "./toast/toast-store";

export { TOAST_DEFAULT_DURATION_MS, type ToastType } from "./toast/toast-store";

/** Shows a toast (types primary, success, info, warning, error; `duration: 0` stays). */
export function notify(options: ShowOptions) {
  toastStore.show(options);
}

const ACCENT: Record<ToastType, string> = {
  primary: "brand.600",
  success: "green.600",
  info: "blue.600",
  warning: "orange.500",
  error: "red.600",
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  return (
    // The role sits inside the list item: an <li> may not be a status or an alert itself. Each toast
    // is its own live region (status: polite, alert: assertive, both atomic, so a repeat re-reads
    // the message with its counter); the list around them is not, or the message is read twice.
    <li>
      <Box
        role={toast.type === "error" ? "alert" : "status"}
        data-type={toast.type}
        display="flex"
        alignItems="center"
        gap="3"
        pointerEvents="auto"
        minW={{ base: "auto", md: "xs" }}
        maxW="md"
        bg="white"
        color="gray.900"
        borderLeftWidth="4px"
        borderLeftColor={ACCENT[toast.type]}
        borderRadius="md"
        boxShadow="lg"
        px="4"
        py="3"
      >
        <Text flex="1">{toast.message}</Text>
        {toast.count > 1 && (
          <Text as="span" fontSize="sm" fontWeight="bold" bg="gray.100" borderRadius="full" px="2" data-testid="toast-count">
            ×{toast.count}
          </Text>
        )}
        <CloseButton size="xs" aria-label={t("toast.close")} onClick={() => toastStore.close(toast.id)} />
      </Box>
    </li>
  );
}

/** The toast region: 16 px from the top, 16 px between toasts, each toast announced once to screen readers. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  useEffect(() => {
    if (toasts.length === 0) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !e.defaultPrevented) toastStore.closeNewest();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [toasts.length]);
  return (
    <Box
      as="section"
      aria-label={t("toast.region")}
      position="fixed"
      top={`${TOAST_OFFSET_PX}px`}
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      pointerEvents="none"
      w={{ base: "calc(100% - 32px)", md: "auto" }}
    >
      <Box as="ol" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" alignItems="center" gap={`${TOAST_GAP_PX}px`}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </Box>
    </Box>
  );
}
