import { type DateInputDateValue, DateInput as DateInputParts } from "@ark-ui/react/date-input";
// The parser Chakra re-exported: Ark keeps it with the date picker (only it is taken, not the picker).
import { parseDate } from "@ark-ui/react/date-picker";
import { Field } from "@ark-ui/react/field";
import { useId } from "react";
import { HTML_LANG } from "../../schemas/lang";
import { useLang } from "../content/use-lang";
import { messageT } from "../i18n/message-t";
import { useTranslation } from "../i18n/react";
import { fieldAria, fieldIds } from "../ui/field-aria";
import styles from "./date-field.module.css";

const SEGMENTS = ["year", "month", "day"] as const;

function toCalendarDate(iso: string): DateInputDateValue | null {
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
    <Field.Root invalid={!!error} required={required} ids={{ errorText: ids.error }} className={styles.field}>
      <DateInputParts.Root
        locale={HTML_LANG[lang]}
        value={date ? [date] : []}
        onValueChange={(d) => onChange(d.value[0]?.toString() ?? "")}
        onFocusChange={(d) => {
          if (!d.focused) onBlur?.();
        }}
        name={name}
        invalid={!!error}
        required={required}
        className={styles.root}
      >
        <DateInputParts.Label className={styles.label}>
          {label}
          {required && <Field.RequiredIndicator className={styles.required} />}
        </DateInputParts.Label>
        <DateInputParts.Control className={styles.control}>
          <DateInputParts.SegmentGroup className={styles.segmentGroup} {...aria}>
            <DateInputParts.Context>
              {(api) =>
                api.getSegments({ index: 0 }).map((segment, i) => (
                  <DateInputParts.Segment
                    // Segments are positional (the locale orders them); their parts never move.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={i}
                    segment={segment}
                    className={styles.segment}
                    {...((SEGMENTS as readonly string[]).includes(segment.type)
                      ? { "aria-label": t(`portal:dateField.${segment.type as (typeof SEGMENTS)[number]}`) }
                      : {})}
                  />
                ))
              }
            </DateInputParts.Context>
          </DateInputParts.SegmentGroup>
        </DateInputParts.Control>
        <DateInputParts.HiddenInput />
      </DateInputParts.Root>
      <Field.ErrorText aria-live="off" className={styles.error}>
        {error ? messageT(t)(error) : undefined}
      </Field.ErrorText>
    </Field.Root>
  );
}
