import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cx } from "./cx";
import styles from "./text-input.module.css";

/** A text input in Chakra's look (md, outline). */
export function TextInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input className={cx(styles.input, className)} {...props} />;
}

/** A textarea in Chakra's look (md, outline). */
export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea className={cx(styles.textarea, className)} {...props} />;
}

/** A native `<select>` with a chevron at its end (Chakra's NativeSelect look). */
export function NativeSelect({
  className,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <div className={styles.selectRoot}>
      <select className={cx(styles.select, className)} {...props}>
        {children}
      </select>
      <span className={styles.selectIndicator}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          focusable="false"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </span>
    </div>
  );
}
