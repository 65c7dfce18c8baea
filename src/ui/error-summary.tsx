import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/react";
import { VisuallyHidden } from "./visually-hidden";

/**
 * Said once when a submitted form has invalid fields: "3 fields need attention" (issue 27, item 13).
 * The form moves focus to the first invalid field (react-hook-form's `shouldFocusError`), which then
 * reads its own error; the field errors are no live regions themselves, or they all fire at once and
 * most are dropped. The status element is in the page from the start, so what it is given is read.
 * `submitCount` makes every failed attempt say it again.
 */
export function ErrorSummary({ invalidCount, submitCount }: { invalidCount: number; submitCount: number }) {
  const { t } = useTranslation("errors");
  const [said, setSaid] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: said per submission, not as fields are corrected
  useEffect(() => {
    setSaid(submitCount > 0 && invalidCount > 0 ? t("summary", { count: invalidCount }) : "");
  }, [submitCount]);
  return (
    <VisuallyHidden>
      <span role="status" data-testid="error-summary">
        {said}
      </span>
    </VisuallyHidden>
  );
}
