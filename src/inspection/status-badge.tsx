import { Badge } from "@chakra-ui/react";
import type { InspectionStatus } from "../../schemas/inspection";
import { useTranslation } from "../i18n/react";

const PALETTE: Record<InspectionStatus, string> = {
  submitted: "gray",
  received: "blue",
  testing: "orange",
  completed: "green",
  rejected: "red",
  cancelled: "gray",
};

export function StatusBadge({ status }: { status: InspectionStatus }) {
  const { t } = useTranslation("pages");
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" size="md">
      {t(`inspection.status.${status}`)}
    </Badge>
  );
}
