import type { ButtonHTMLAttributes, Ref } from "react";
import { type ButtonLook, buttonClass } from "./button";
import { cx } from "./cx";
import styles from "./loading-button.module.css";
import { Spinner } from "./spinner";

/**
 * A button that, while `loading`, is disabled and shows a spinner in place of its label, keeping its
 * width (Chakra's `<Button loading>`). `look` is `buttonClass`'s; `className` is added after it.
 */
export function LoadingButton({
  loading = false,
  look,
  className,
  disabled,
  children,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean; look?: ButtonLook; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      type={type}
      className={cx(buttonClass(look), className)}
      disabled={loading || disabled}
      data-loading={loading ? "" : undefined}
      {...props}
    >
      {loading ? (
        <>
          <span className={styles.spinner}>
            <Spinner size="inherit" />
          </span>
          <span className={styles.label}>{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
