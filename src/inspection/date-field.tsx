import { DateInput, Field, parseDate } from "@chakra-ui/react";
import { useId } from "react";
import { HTML_LANG } from "../../schemas/lang";
import { useLang } from "../content/use-lang";
import { messageT } from "../i18n/message-t";
import { useTranslation } from "../i18n/react";
import { fieldAria, fieldIds } from "../ui/field-aria";

const SEGMENTS = ["year", "month", "day"] as const;

function toCalendarDate(iso: string): DateInput.DateValue | null {
  try {
    return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? parseDate(iso) : null;
  } catch {
    return null;
  }
}

/**
 * A date typed part by part in the page language's order and separators (zh-CN: 年/月/日, en-US:
 * month/day/year), whatever language the browser itself runs in: `<input type="date">` follows the
 * browser's, so Chinese pages showed "mm/dd/yyyy" (issue 24, defect 11). The value is ISO `YYYY-MM-DD`,
 * or "" while incomplete (the form's schema then names what is missing).
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  name: string;
  /** An `errors:validation.*` key. */
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslation(["errors", "portal"]);
  const lang = useLang();
  const id = useId();
  const ids = fieldIds(id);
  const aria = fieldAria(ids, { hasHint: false, invalid: !!error });
  const date = toCalendarDate(value);
  return (
    <Field.Root invalid={!!error} required={required} ids={{ errorText: ids.error }}>
      <DateInput.Root
        locale={HTML_LANG[lang]}
        value={date ? [date] : []}
        onValueChange={(d) => onChange(d.value[0]?.toString() ?? "")}
        onFocusChange={(d) => {
          if (!d.focused) onBlur?.();
        }}
        name={name}
        invalid={!!error}
        required={required}
        width="full"
      >
        <DateInput.Label>
          {label}
          {required && <Field.RequiredIndicator />}
        </DateInput.Label>
        <DateInput.Control>
          <DateInput.SegmentGroup {...aria}>
            <DateInput.Context>
              {(api) =>
                api.getSegments({ index: 0 }).map((segment, i) => (
                  <DateInput.Segment
                    // Segments are positional (the locale orders them); their parts never move.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={i}
                    segment={segment}
                    {...((SEGMENTS as readonly string[]).includes(segment.type)
                      ? { "aria-label": t(`portal:dateField.${segment.type as (typeof SEGMENTS)[number]}`) }
                      : {})}
                  />
                ))
              }
            </DateInput.Context>
          </DateInput.SegmentGroup>
        </DateInput.Control>
        <DateInput.HiddenInput />
      </DateInput.Root>
      <Field.ErrorText aria-live="off">{error ? messageT(t)(error) : undefined}</Field.ErrorText>
    </Field.Root>
  );
}
