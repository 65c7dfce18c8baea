import { useTranslation } from "../../i18n/react";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { useNotFoundCountdown } from "./countdown";
import styles from "./stay-control.module.css";

export const NOT_FOUND_STATUS_ID = "not-found-status";

/**
 * "Stay on this page": the first focusable element of the 404 page, before the skip link. Shown while
 * the countdown runs; afterwards only when focused (like the skip link). Pressing it moves focus to the
 * message saying the page stays.
 */
export function StayControl() {
  const { t } = useTranslation("pages");
  const countdown = useNotFoundCountdown();
  if (!countdown) return null;
  return (
    <button
      type="button"
      className={cx(buttonClass({ variant: "solid", size: "md" }), styles.stay)}
      data-stopped={countdown.stopped ? "" : undefined}
      onClick={() => {
        countdown.stop();
        document.getElementById(NOT_FOUND_STATUS_ID)?.focus();
      }}
    >
      {t("notFound.stay")}
    </button>
  );
}
