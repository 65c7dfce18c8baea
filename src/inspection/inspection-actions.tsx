import type { Inspection } from "../../schemas/inspection";
import { useTranslation } from "../i18n/react";
import { buttonClass } from "../ui/button";
import { DownloadReportButton } from "./download-report-button";
import styles from "./inspection-actions.module.css";
import { PendingSampleActions } from "./pending-sample-actions";

/**
 * What a customer can do with one inspection, the same in the table (wide screens) and on its card
 * (phones): download the report once issued, edit or cancel the sample until the lab receives it,
 * open or close the progress timeline. The buttons wrap.
 */
export function InspectionActions({
  item,
  open,
  timelineId,
  onToggle,
  onChanged,
}: {
  item: Inspection;
  open: boolean;
  timelineId: string;
  onToggle: () => void;
  /** After an edit or a cancellation: the list reloads. */
  onChanged: () => void;
}) {
  const { t } = useTranslation("pages");
  return (
    <div className={styles.actions}>
      {item.status === "completed" && <DownloadReportButton id={item.id} inspectionNo={item.inspectionNo} />}
      <PendingSampleActions inspection={item} onChanged={onChanged} />
      <button
        type="button"
        className={buttonClass({ variant: "ghost", palette: "brand", size: "sm" })}
        aria-expanded={open}
        aria-controls={timelineId}
        onClick={onToggle}
      >
        {open ? t("inspection.hideProgress") : t("inspection.showProgress")}
      </button>
    </div>
  );
}
