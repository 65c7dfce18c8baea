import type { InspectionEvent, InspectionStatus } from "../../schemas/inspection";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { formatDateTime } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { usePortalQuery } from "../portal/use-portal-query";
import { cx } from "../ui/cx";
import { Spinner } from "../ui/spinner";
import { EventBadge } from "./event-badge";
import styles from "./timeline.module.css";

/** The way an inspection normally goes; a rejected or cancelled one has no steps to come. */
const PATH: InspectionStatus[] = ["submitted", "received", "testing", "completed"];

/** The statuses after `current` on the normal path (none once completed, rejected or cancelled). */
export function stepsToCome(current: InspectionStatus | undefined): InspectionStatus[] {
  const at = current ? PATH.indexOf(current) : 0;
  return at < 0 ? [] : PATH.slice(at + 1);
}

/**
 * Every step of one inspection (status changes, results entered), oldest first, with the reason when
 * rejected; the newest is the current step (`aria-current="step"`), then the steps still to come.
 */
export function Timeline({ id }: { id: number }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const { data, error } = usePortalQuery<InspectionEvent[]>(PORTAL_PATHS.inspectProcess, { id });
  if (error) return <p className={styles.failed}>{t("inspection.timelineFailed")}</p>;
  if (!data) return <Spinner size="sm" label={t("inspection.loading")} />;
  const toCome = stepsToCome(data.at(-1)?.status);
  return (
    <ol className={styles.timeline} aria-label={t("inspection.timeline")}>
      {data.map((e, i) => {
        const current = i === data.length - 1;
        return (
          <li key={e.id} aria-current={current ? "step" : undefined} className={cx(current && styles.current)}>
            <EventBadge event={e} />{" "}
            <span className={styles.time}>
              <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lang)}</time>
            </span>
            {current && <span className={styles.currentStep}>{t("inspection.currentStep")}</span>}
            {e.reason && <p className={styles.reason}>{t("inspection.reason", { reason: e.reason })}</p>}
          </li>
        );
      })}
      {toCome.map((status) => (
        <li key={status} className={styles.toCome} data-testid="step-to-come">
          <span className={styles.toComeStatus}>{t(`inspection.status.${status}`)}</span>{" "}
          <span className={styles.toComeText}>{t("inspection.stepToCome")}</span>
        </li>
      ))}
    </ol>
  );
}
