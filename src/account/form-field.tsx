import { type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { messageT } from "../i18n/message-t";
import { useTranslation } from "../i18n/react";
import { type FieldAria, fieldAria, fieldIds } from "../ui/field-aria";
import styles from "../ui/form-field.module.css";

/** What a field gives its control when it is not a plain input (a select, a textarea). */
export type ControlProps = FieldAria & { id: string; required?: boolean };

/**
 * A labelled control whose hint and error (an `errors:validation.*` key, shown translated) are both
 * read with it (`fieldAria`, the same wiring as the contact form's fields). The hint stays visible
 * when the value is invalid: the rule is what helps to correct it. `control` renders another control
 * than an input with the given props.
 */
export function FormField({
  label,
  error,
  registration,
  type = "text",
  autoComplete,
  required = false,
  helper,
  control,
  formError,
  inputMode,
}: {
  label: string;
  error?: string;
  registration?: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  helper?: string;
  control?: (props: ControlProps) => ReactNode;
  /** The id of a message about the whole form (a failed login) that makes this field invalid too. */
  formError?: string;
  inputMode?: "numeric" | "text" | "email" | "tel";
}) {
  const { t } = useTranslation("errors");
  const ids = fieldIds(useId());
  const aria = fieldAria(ids, { hasHint: !!helper, invalid: !!error });
  const props: ControlProps = formError
    ? {
        id: ids.control,
        required,
        ...aria,
        "aria-invalid": true,
        "aria-describedby": [aria["aria-describedby"], formError].filter(Boolean).join(" "),
      }
    : { id: ids.control, required, ...aria };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.control}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {control ? (
        control(props)
      ) : (
        <input className={styles.input} type={type} autoComplete={autoComplete} inputMode={inputMode} {...registration} {...props} />
      )}
      {helper && (
        <span id={ids.hint} className={styles.hint}>
          {helper}
        </span>
      )}
      {/* No live region: on submit every error would fire at once; ErrorSummary speaks, focus reads the first. */}
      {error && (
        <span id={ids.error} className={styles.error} aria-live="off">
          {messageT(t)(error)}
        </span>
      )}
    </div>
  );
}
