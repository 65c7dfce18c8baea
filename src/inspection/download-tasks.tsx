import { Box, Button, Heading, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import type { DownloadTask } from "../../schemas/inspection";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { formatDateTime } from "../content/format-date";
import { useLang } from "../content/use-lang";
import { messageT } from "../i18n/message-t";
import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";
import { saveBlob } from "../portal/save-blob";
import { usePortalQuery } from "../portal/use-portal-query";
import { ConfirmDialog } from "./confirm-dialog";

/** Reasons are `portal:downloadTask.*` keys; tasks failed before they were named hold an `errors` key. */
export const failureMessageKey = (error: string) => (error.includes(":") ? error : `errors:${error || "codes.serverError"}`);

const busy = (tasks: DownloadTask[] | undefined) => !!tasks?.some((t) => t.status === "queued" || t.status === "running");

/** The customer's batch downloads: progress while they build, then download or delete. */
export function DownloadTasks({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation(["pages", "errors", "portal"]);
  const lang = useLang();
  const { data, mutate } = usePortalQuery<DownloadTask[]>(
    PORTAL_PATHS.downloadTaskList,
    {},
    { refreshInterval: (latest) => (busy(latest) ? 1000 : 0) },
  );
  const [deleting, setDeleting] = useState<DownloadTask | null>(null);
  useEffect(() => {
    if (refreshKey > 0) void mutate();
  }, [refreshKey, mutate]);
  if (!data || data.length === 0) return null;

  const download = async (task: DownloadTask) => {
    try {
      saveBlob(await portal.postForFile(PORTAL_PATHS.downloadTaskFile, { id: task.id }), `reports-${task.id}.zip`);
    } catch {
      // The portal client has shown the server's message.
    }
  };
  // Throws when refused (the portal client has shown the server's message): the dialog stays open.
  const remove = async (task: DownloadTask) => {
    await portal.post(PORTAL_PATHS.downloadTaskDelete, { id: task.id });
    notify({ type: "success", message: t("pages:tasks.deleted") });
    await mutate();
  };

  return (
    <Box as="section" aria-labelledby="tasks-heading" borderTopWidth="1px" pt="6">
      <Heading as="h2" size="lg" id="tasks-heading" mb="4">
        {t("pages:tasks.title")}
      </Heading>
      <Stack as="ul" gap="4" listStyleType="none">
        {data.map((task) => {
          const percent = task.total ? Math.round((task.doneCount / task.total) * 100) : 0;
          return (
            <Box as="li" key={task.id} borderWidth="1px" borderColor="gray.200" rounded="md" p="4" data-testid="download-task">
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Box>
                  <Text fontWeight="semibold">{t("pages:tasks.name", { count: task.total })}</Text>
                  <Text fontSize="sm" color="gray.700">
                    {formatDateTime(task.createdAt, lang)} · {t(`pages:tasks.status.${task.status}`)}
                  </Text>
                  {task.status === "failed" && (
                    <Text fontSize="sm" color="red.700">
                      {messageT(t)(failureMessageKey(task.error))}
                    </Text>
                  )}
                </Box>
                <HStack gap="2">
                  {task.status === "done" && (
                    <Button size="sm" colorPalette="brand" onClick={() => download(task)}>
                      {t("pages:tasks.download")}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setDeleting(task)}
                    aria-label={t("pages:tasks.deleteOne", { id: task.id })}
                  >
                    {t("pages:tasks.delete")}
                  </Button>
                </HStack>
              </HStack>
              <Progress.Root value={percent} size="sm" mt="3" colorPalette={task.status === "failed" ? "red" : "brand"}>
                <HStack gap="3">
                  <Progress.Track flex="1">
                    <Progress.Range />
                  </Progress.Track>
                  <Progress.ValueText>{`${task.doneCount}/${task.total}`}</Progress.ValueText>
                </HStack>
                <Progress.Label srOnly>{t("pages:tasks.progress")}</Progress.Label>
              </Progress.Root>
            </Box>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        title={t("pages:tasks.confirmTitle")}
        consequence={deleting ? t("pages:tasks.confirmText", { count: deleting.total }) : ""}
        confirmLabel={t("pages:tasks.delete")}
        cancelLabel={t("pages:confirm.cancel")}
        onConfirm={async () => {
          if (deleting) await remove(deleting);
        }}
      />
    </Box>
  );
}
