import type { InspectionStatus } from "../../schemas/inspection";
import { useTranslation } from "../i18n/react";
import { Badge, type BadgePalette } from "../ui/badge";

const PALETTE: Record<InspectionStatus, BadgePalette> = {
  submitted: "gray",
  received: "blue",
  testing: "orange",
  completed: "green",
  rejected: "red",
  cancelled: "gray",
};

export function StatusBadge({ status }: { status: InspectionStatus }) {
  const { t } = useTranslation("pages");
  return <Badge palette={PALETTE[status]}>{t(`inspection.status.${status}`)}</Badge>;
}
