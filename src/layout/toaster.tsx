import { type CSSProperties, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "../i18n/react";
import { CloseButton } from "../ui/close-button";
import { cx } from "../ui/cx";
import { VisuallyHidden } from "../ui/visually-hidden";
import { type ShowOptions, TOAST_GAP_PX, TOAST_OFFSET_PX, type Toast, toastStore } from "./toast/toast-store";
import styles from "./toaster.module.css";

export { TOAST_DEFAULT_DURATION_MS, type ToastType } from "./toast/toast-store";

/** Shows a toast (types primary, success, info, warning, error; `duration: 0` stays). */
export function notify(options: ShowOptions) {
  toastStore.show(options);
}

/** Closes the error toasts still on screen (after the thing that failed has succeeded, e.g. a login). */
export function dismissErrors() {
  toastStore.closeErrors();
}

/** Spec §9's offset and spacing, from the store's constants. */
const REGION_STYLE = { top: `${TOAST_OFFSET_PX}px` } satisfies CSSProperties;
const LIST_STYLE = { gap: `${TOAST_GAP_PX}px` } satisfies CSSProperties;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  return (
    // Drawn only: what a screen reader hears comes from the live regions below, in the page from the start.
    <li>
      <div data-type={toast.type} className={cx(styles.toast, styles[toast.type])}>
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

/** What the live regions say: the newest toast, with its counter when repeated (so a repeat is new text). */
function useAnnouncement(toasts: readonly Toast[]): { polite: string; assertive: string } {
  const newest = toasts.reduce<Toast | undefined>((a, t) => (!a || t.seq > a.seq ? t : a), undefined);
  const [said, setSaid] = useState({ polite: "", assertive: "" });
  useEffect(() => {
    if (!newest) {
      // Every toast closed: nothing stays to be read (emptying a region is not announced).
      setSaid({ polite: "", assertive: "" });
      return;
    }
    const text = newest.count > 1 ? `${newest.message} ×${newest.count}` : newest.message;
    setSaid(newest.type === "error" ? { polite: "", assertive: text } : { polite: text, assertive: "" });
  }, [newest]);
  return said;
}

/**
 * The toast region: 16 px from the top, 16 px between toasts. Screen readers hear them through two
 * live regions rendered empty with the page (a region inserted already filled is often not read):
 * status for the others, alert for errors. Pointing at or focusing a toast stops every toast's timer.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  const said = useAnnouncement(toasts);
  useEffect(() => {
    if (toasts.length === 0) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !e.defaultPrevented) toastStore.closeNewest();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [toasts.length]);
  return (
    <section
      aria-label={t("toast.region")}
      className={styles.region}
      style={REGION_STYLE}
      onMouseEnter={toastStore.hold}
      onMouseLeave={toastStore.release}
      onFocus={toastStore.hold}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) toastStore.release();
      }}
    >
      <VisuallyHidden>
        <span role="status" data-testid="toast-status">
          {said.polite}
        </span>
        <span role="alert" data-testid="toast-alert">
          {said.assertive}
        </span>
      </VisuallyHidden>
      <ol className={styles.list} style={LIST_STYLE}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
