import type { InspectionEvent } from "../../schemas/inspection";
import { useTranslation } from "../i18n/react";
import { Badge } from "../ui/badge";
import { StatusBadge } from "./status-badge";

/** What one timeline event was: a status change shows the new status; saving results and the customer's edit say so. */
export function EventBadge({ event }: { event: Pick<InspectionEvent, "kind" | "status"> }) {
  const { t } = useTranslation("portal");
  if (event.kind === "resultsEntered") return <Badge palette="purple">{t("timeline.resultsEntered")}</Badge>;
  if (event.kind === "detailsEdited") {
    return (
      <Badge palette="blue" variant="outline">
        {t("timeline.detailsEdited")}
      </Badge>
    );
  }
  return <StatusBadge status={event.status} />;
}
