import { type CSSProperties, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "../i18n/react";
import { CloseButton } from "../ui/close-button";
import { cx } from "../ui/cx";
import { type ShowOptions, TOAST_GAP_PX, TOAST_OFFSET_PX, type Toast, toastStore } from "./toast/toast-store";
import styles from "./toaster.module.css";

export { TOAST_DEFAULT_DURATION_MS, type ToastType } from "./toast/toast-store";

/** Shows a toast (types primary, success, info, warning, error; `duration: 0` stays). */
export function notify(options: ShowOptions) {
  toastStore.show(options);
}

/** Spec §9's offset and spacing, from the store's constants. */
const REGION_STYLE = { top: `${TOAST_OFFSET_PX}px` } satisfies CSSProperties;
const LIST_STYLE = { gap: `${TOAST_GAP_PX}px` } satisfies CSSProperties;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  return (
    // The role sits inside the list item: an <li> may not be a status or an alert itself. Each toast
    // is its own live region (status: polite, alert: assertive, both atomic, so a repeat re-reads
    // the message with its counter); the list around them is not, or the message is read twice.
    <li>
      <div role={toast.type === "error" ? "alert" : "status"} data-type={toast.type} className={cx(styles.toast, styles[toast.type])}>
        <p className={styles.message}>{toast.message}</p>
        {toast.count > 1 && (
          <span className={styles.count} data-testid="toast-count">
            ×{toast.count}
          </span>
        )}
        <CloseButton size="xs" aria-label={t("toast.close")} onClick={() => toastStore.close(toast.id)} />
      </div>
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
    <section aria-label={t("toast.region")} className={styles.region} style={REGION_STYLE}>
      <ol className={styles.list} style={LIST_STYLE}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
