import { Button, HStack } from "@chakra-ui/react";
import type { Inspection } from "../../schemas/inspection";
import { useTranslation } from "../i18n/react";
import { DownloadReportButton } from "./download-report-button";
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
    <HStack gap="2" wrap="wrap">
      {item.status === "completed" && <DownloadReportButton id={item.id} inspectionNo={item.inspectionNo} />}
      <PendingSampleActions inspection={item} onChanged={onChanged} />
      <Button size="sm" variant="ghost" colorPalette="brand" aria-expanded={open} aria-controls={timelineId} onClick={onToggle}>
        {open ? t("inspection.hideProgress") : t("inspection.showProgress")}
      </Button>
    </HStack>
  );
}
