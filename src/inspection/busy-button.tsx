import type { ButtonHTMLAttributes } from "react";
import styles from "./busy-button.module.css";

/** A button that shows a spinner instead of its label and takes no presses while `busy` (Chakra's `loading`). */
export function BusyButton({
  busy,
  disabled,
  children,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  return (
    <button type={type} disabled={busy || disabled} data-loading={busy || undefined} {...props}>
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span className={styles.hidden}>{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
