/**
 * How every form field of the site ties its hint and its error to its control (issue 27, item 5):
 * `aria-describedby` names the hint and, once invalid, the error — together, so a screen reader
 * reads the rule and what is wrong with it; `aria-errormessage` is set as well, for the readers that
 * know it. The contact form (CSS modules) and the portal's Chakra fields both use it.
 */
export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

export function fieldIds(id: string): FieldIds {
  return { control: id, hint: `${id}::hint`, error: `${id}::error` };
}

export interface FieldAria {
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-errormessage"?: string;
}

export function fieldAria(ids: FieldIds, { hasHint, invalid }: { hasHint: boolean; invalid: boolean }): FieldAria {
  const described = [hasHint && ids.hint, invalid && ids.error].filter(Boolean).join(" ");
  return {
    "aria-invalid": invalid || undefined,
    "aria-describedby": described || undefined,
    "aria-errormessage": invalid ? ids.error : undefined,
  };
}
