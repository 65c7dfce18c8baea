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
import { buttonClass } from "../ui/button";
import { cx } from "../ui/cx";
import { headingClass } from "../ui/heading";
import { ProgressBar } from "../ui/progress";
import { ConfirmDialog } from "./confirm-dialog";
import styles from "./download-tasks.module.css";

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
    <section aria-labelledby="tasks-heading" className={styles.section}>
      <h2 id="tasks-heading" className={cx(headingClass("lg"), styles.heading)}>
        {t("pages:tasks.title")}
      </h2>
      <ul className={styles.list}>
        {data.map((task) => {
          const percent = task.total ? Math.round((task.doneCount / task.total) * 100) : 0;
          return (
            <li key={task.id} className={styles.task} data-testid="download-task">
              <div className={styles.top}>
                <div>
                  <p className={styles.name}>{t("pages:tasks.name", { count: task.total })}</p>
                  <p className={styles.meta}>
                    {formatDateTime(task.createdAt, lang)} · {t(`pages:tasks.status.${task.status}`)}
                  </p>
                  {task.status === "failed" && <p className={styles.failure}>{messageT(t)(failureMessageKey(task.error))}</p>}
                </div>
                <div className={styles.buttons}>
                  {task.status === "done" && (
                    <button type="button" className={buttonClass({ size: "sm" })} onClick={() => download(task)}>
                      {t("pages:tasks.download")}
                    </button>
                  )}
                  <button
                    type="button"
                    className={buttonClass({ variant: "outline", size: "sm" })}
                    onClick={() => setDeleting(task)}
                    aria-label={t("pages:tasks.deleteOne", { id: task.id })}
                  >
                    {t("pages:tasks.delete")}
                  </button>
                </div>
              </div>
              <ProgressBar
                className={styles.progress}
                value={percent}
                palette={task.status === "failed" ? "red" : "brand"}
                label={t("pages:tasks.progress")}
                valueText={`${task.doneCount}/${task.total}`}
              />
            </li>
          );
        })}
      </ul>
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
    </section>
  );
}
