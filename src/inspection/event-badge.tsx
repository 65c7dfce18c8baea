import { Badge } from "@chakra-ui/react";
import type { InspectionEvent } from "../../schemas/inspection";
import { useTranslation } from "../i18n/react";
import { StatusBadge } from "./status-badge";

/** What one timeline event was: a status change shows the new status; saving results and the customer's edit say so. */
export function EventBadge({ event }: { event: Pick<InspectionEvent, "kind" | "status"> }) {
  const { t } = useTranslation("portal");
  if (event.kind === "resultsEntered") {
    return (
      <Badge colorPalette="purple" variant="subtle" size="md">
        {t("timeline.resultsEntered")}
      </Badge>
    );
  }
  if (event.kind === "detailsEdited") {
    return (
      <Badge colorPalette="blue" variant="outline" size="md">
        {t("timeline.detailsEdited")}
      </Badge>
    );
  }
  return <StatusBadge status={event.status} />;
}
