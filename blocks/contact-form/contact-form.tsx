import { type ReactNode, useId } from "react";
import { type FieldError, useForm } from "react-hook-form";
import { localize } from "../../schemas/localize-text";
import { type MessageField, messageFieldRules } from "../../schemas/message-rules";
import { VISITOR_PATHS } from "../../schemas/visitor-paths";
import { messageT } from "../../src/i18n/message-t";
import { useTranslation } from "../../src/i18n/react";
import { notify } from "../../src/layout/toaster";
import { portal } from "../../src/portal/browser-portal";
import { buttonClass } from "../../src/ui/button";
import { cx } from "../../src/ui/cx";
import { ErrorSummary } from "../../src/ui/error-summary";
import { type FieldAria, fieldAria, fieldIds } from "../../src/ui/field-aria";
import { blockText } from "../block-strings";
import type { BlockComponentProps } from "../define-block";
import { Section } from "../section";
import styles from "./contact-form.module.css";
import type { ContactFormProps } from "./index";
import { contactFormStrings } from "./strings";

const EMPTY = { name: "", phone: "", email: "", company: "", message: "", website: "" };

/** What a field gives its input or textarea: its id, and its required and invalid states. */
type ControlProps = FieldAria & {
  id: string;
  required?: boolean;
  "data-required"?: "";
  "data-invalid"?: "";
};

/**
 * A labelled form field: the label (with a required mark), the control, and the error text once the
 * value is invalid, tied to the control as every field of the site is (`src/ui/field-aria.ts`).
 */
function Field({
  label,
  required = false,
  invalid,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  invalid: boolean;
  error: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const ids = fieldIds(id);
  const flag = (on: boolean) => (on ? ("" as const) : undefined);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the markup Chakra's Field rendered, kept (decision 115 changes styles only)
    <div id={`field::${id}`} role="group" className={styles.field} data-invalid={flag(invalid)}>
      <label id={`field::${id}::label`} htmlFor={id} className={styles.label} data-required={flag(required)} data-invalid={flag(invalid)}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </label>
      {children({
        id,
        required: required || undefined,
        "data-required": flag(required),
        "data-invalid": flag(invalid),
        ...fieldAria(ids, { hasHint: false, invalid }),
      })}
      {invalid && (
        <span id={ids.error} className={styles.errorText}>
          {error}
        </span>
      )}
    </div>
  );
}

export function ContactForm({ props, lang }: BlockComponentProps<ContactFormProps>) {
  const { t } = useTranslation("errors");
  const text = blockText(contactFormStrings, lang);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm({ defaultValues: EMPTY, mode: "onTouched" });
  // The API's own rules (schemas/message-rules.ts), without zod in the page: a problem's message is a key of `errors`.
  const validated = (name: MessageField) =>
    register(name, {
      validate: (value, all) => messageFieldRules[name](value, all) ?? true,
      // The phone's verdict depends on the email ("phone or email").
      ...(name === "email" ? { deps: ["phone"] } : {}),
    });

  const errorText = (e: FieldError | undefined) => (e?.message ? messageT(t)(e.message) : undefined);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await portal.post(VISITOR_PATHS.messageSubmit, values);
    } catch {
      return; // the portal client has shown the server's message
    }
    notify({ type: "success", message: text("sent") });
    reset(EMPTY);
  });

  const field = (name: "name" | "phone" | "email" | "company", type = "text", autoComplete?: string, required = false) => (
    <Field label={text(name)} required={required} invalid={!!errors[name]} error={errorText(errors[name])}>
      {(control) => (
        <input {...control} type={type} autoComplete={autoComplete} className={cx(styles.control, styles.input)} {...validated(name)} />
      )}
    </Field>
  );

  return (
    <Section heading={localize(props.heading, lang)} intro={localize(props.intro, lang)} tone="tinted">
      <form onSubmit={onSubmit} noValidate className={styles.form}>
        <ErrorSummary invalidCount={Object.keys(errors).length} submitCount={submitCount} />
        <div className={styles.stack}>
          <div className={styles.grid}>
            {field("name", "text", "name", true)}
            {field("company", "text", "organization")}
            {field("phone", "tel", "tel")}
            {field("email", "email", "email")}
          </div>
          <div className={styles.hint}>{text("phoneOrEmailHint")}</div>
          <Field label={text("message")} required invalid={!!errors.message} error={errorText(errors.message)}>
            {(control) => <textarea {...control} rows={5} className={cx(styles.control, styles.textarea)} {...validated("message")} />}
          </Field>
          {/* Honeypot: people never see or reach it; bots that fill every field do. */}
          <div aria-hidden="true" className={styles.honeypot}>
            <label>
              {text("honeypot")}
              <input type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
            </label>
          </div>
          <button
            type="submit"
            className={cx(buttonClass({ variant: "solid", palette: "brand", size: "lg" }), styles.submit)}
            disabled={isSubmitting}
            data-loading={isSubmitting ? "" : undefined}
          >
            {isSubmitting ? (
              <span className={styles.loader}>
                <span className={styles.spinner} />
                {text("sending")}
              </span>
            ) : (
              text("submit")
            )}
          </button>
        </div>
      </form>
    </Section>
  );
}
