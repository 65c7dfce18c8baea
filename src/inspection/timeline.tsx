import { Box, Spinner, Stack, Text } from "@chakra-ui/react";
import type { InspectionEvent } from "../../schemas/inspection";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { formatDateTime } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { useTranslation } from "../i18n/react";
import { usePortalQuery } from "../portal/use-portal-query";
import { EventBadge } from "./event-badge";

/** Every step of one inspection (status changes, results entered), oldest first, with the reason when rejected. */
export function Timeline({ id }: { id: number }) {
  const { t } = useTranslation("pages");
  const lang = useLang();
  const { data, error } = usePortalQuery<InspectionEvent[]>(PORTAL_PATHS.inspectProcess, { id });
  if (error) return <Text color="red.700">{t("inspection.timelineFailed")}</Text>;
  if (!data) return <Spinner size="sm" aria-label={t("inspection.loading")} />;
  return (
    <Stack as="ol" gap="3" listStyleType="none" borderLeftWidth="2px" borderColor="brand.200" pl="4" aria-label={t("inspection.timeline")}>
      {data.map((e) => (
        <Box as="li" key={e.id}>
          <EventBadge event={e} />{" "}
          <Text as="span" color="gray.700" fontSize="sm">
            <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, lang)}</time>
          </Text>
          {e.reason && (
            <Text fontSize="sm" mt="1">
              {t("inspection.reason", { reason: e.reason })}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
