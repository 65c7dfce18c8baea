import { Button, HStack } from "@chakra-ui/react";
import type { Inspection } from "../../schemas/inspection";
import { useTranslation } from "../i18n/react";
import { DownloadReportButton } from "./download-report-button";

/**
 * What a customer can do with one inspection, the same in the table (wide screens) and on its card
 * (phones): download the report once issued, open or close the progress timeline. The buttons wrap,
 * so another action fits beside them.
 */
export function InspectionActions({
  item,
  open,
  timelineId,
  onToggle,
}: {
  item: Inspection;
  open: boolean;
  timelineId: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation("pages");
  return (
    <HStack gap="2" wrap="wrap">
      {item.status === "completed" && <DownloadReportButton id={item.id} inspectionNo={item.inspectionNo} />}
      <Button size="sm" variant="ghost" colorPalette="brand" aria-expanded={open} aria-controls={timelineId} onClick={onToggle}>
        {open ? t("inspection.hideProgress") : t("inspection.showProgress")}
      </Button>
    </HStack>
  );
}
