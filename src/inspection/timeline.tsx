import { Box, Spinner, Stack, Text } from "@chakra-ui/react";
import type { InspectionEvent, InspectionStatus } from "../../schemas/inspection";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { formatDateTime } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { usePortalQuery } from "../portal/use-portal-query";
import { EventBadge } from "./event-badge";

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
  if (error) return <Text color="red.700">{t("inspection.timelineFailed")}</Text>;
  if (!data) return <Spinner size="sm" aria-label={t("inspection.loading")} />;
  const toCome = stepsToCome(data.at(-1)?.status);
  return (
    <Stack as="ol" gap="3" listStyleType="none" borderLeftWidth="2px" borderColor="brand.200" pl="4" aria-label={t("inspection.timeline")}>
      {data.map((e, i) => {
        const current = i === data.length - 1;
        return (
          <Box as="li" key={e.id} aria-current={current ? "step" : undefined} fontWeight={current ? "semibold" : undefined}>
            <EventBadge event={e} />{" "}
            <Text as="span" color="gray.700" fontSize="sm">
              <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lang)}</time>
            </Text>
            {current && (
              <Text as="span" fontSize="sm" color="brand.700" ms="2">
                {t("inspection.currentStep")}
              </Text>
            )}
            {e.reason && (
              <Text fontSize="sm" mt="1">
                {t("inspection.reason", { reason: e.reason })}
              </Text>
            )}
          </Box>
        );
      })}
      {toCome.map((status) => (
        <Box as="li" key={status} color="gray.700" data-testid="step-to-come">
          <Text as="span" borderWidth="1px" borderStyle="dashed" borderColor="gray.400" rounded="sm" px="1.5" fontSize="sm">
            {t(`inspection.status.${status}`)}
          </Text>{" "}
          <Text as="span" fontSize="sm">
            {t("inspection.stepToCome")}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
