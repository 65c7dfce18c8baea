import { Field, Input } from "@chakra-ui/react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "../i18n/react";

/** A labelled input whose error (an `errors:validation.*` key) is shown translated and linked to it. */
export function FormField({
  label,
  error,
  registration,
  type = "text",
  autoComplete,
  required = false,
  helper,
  inputMode,
}: {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  helper?: string;
  inputMode?: "numeric" | "text" | "email" | "tel";
}) {
  const { t } = useTranslation("errors");
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={type} autoComplete={autoComplete} inputMode={inputMode} {...registration} />
      {helper && !error && <Field.HelperText color="gray.700">{helper}</Field.HelperText>}
      <Field.ErrorText>{error ? t(error) : undefined}</Field.ErrorText>
    </Field.Root>
  );
}
