import JSZip from "jszip";
import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import type { Logger } from "../logger";
import type { FileStore } from "../storage/file-store";
import { failureKey, step, TASK_FAILURE, TaskFailure } from "./download-task-failure";

export interface JobRunner {
  start(): Promise<void>;
  /** Looks for work now instead of at the next poll. */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Builds zips for queued download tasks, one at a time per process. A task is claimed with a
 * conditional update, so several instances never build the same one; tasks left running by a crash
 * are queued again at start. Progress (`done_count`) is written after every file.
 */
export function downloadTaskRunner({
  db,
  files,
  logger,
  pollMs = 1000,
}: {
  db: Kysely<Database>;
  files: FileStore;
  logger: Logger;
  pollMs?: number;
}): JobRunner {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function claim(): Promise<{ id: number; ids: number[] } | null> {
    const next = await db
      .selectFrom("downloadTask")
      .select(["id", "inspectionIds"])
      .where("status", "=", "queued")
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    if (!next) return null;
    const claimed = await db
      .updateTable("downloadTask")
      .set({ status: "running", updatedAt: new Date().toISOString() })
      .where("id", "=", next.id)
      .where("status", "=", "queued")
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1 ? { id: Number(next.id), ids: JSON.parse(next.inspectionIds) as number[] } : null;
  }

  async function build(task: { id: number; ids: number[] }) {
    const zip = new JSZip();
    for (const [index, inspectionId] of task.ids.entries()) {
      const report = await db
        .selectFrom("inspectionReport")
        .innerJoin("inspection", "inspection.id", "inspectionReport.inspectionId")
        .select(["inspectionReport.storageKey", "inspection.inspectionNo"])
        .where("inspection.id", "=", inspectionId)
        .where("inspection.status", "=", "completed")
        .executeTakeFirst();
      if (!report) throw new TaskFailure(TASK_FAILURE.notCompleted, `inspection ${inspectionId} has no issued report`);
      const bytes = await step(TASK_FAILURE.readFailed, "reading a report", () => files.get(report.storageKey));
      if (!bytes) throw new TaskFailure(TASK_FAILURE.reportMissing, `report file of inspection ${inspectionId} missing`);
      zip.file(`${report.inspectionNo}.pdf`, bytes);
      await db
        .updateTable("downloadTask")
        .set({ doneCount: index + 1, updatedAt: new Date().toISOString() })
        .where("id", "=", task.id)
        .execute();
    }
    const archive = await step(TASK_FAILURE.zipFailed, "building the zip", () =>
      zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }),
    );
    const key = await step(TASK_FAILURE.writeFailed, "storing the zip", () => files.put("downloads", "zip", archive));
    const finished = await db
      .updateTable("downloadTask")
      .set({ status: "done", storageKey: key, size: archive.length, updatedAt: new Date().toISOString() })
      .where("id", "=", task.id)
      .where("status", "=", "running")
      .executeTakeFirst();
    // Deleted while it was being built: nothing refers to the file any more.
    if (Number(finished.numUpdatedRows) !== 1) await files.remove(key);
  }

  async function drain() {
    while (!stopped) {
      const task = await claim();
      if (!task) return;
      try {
        await build(task);
      } catch (err) {
        logger.warn({ taskId: task.id, err: String(err) }, "download task failed");
        const key = failureKey(err);
        await db
          .updateTable("downloadTask")
          .set({ status: "failed", error: key, updatedAt: new Date().toISOString() })
          .where("id", "=", task.id)
          .execute();
      }
    }
  }

  function kick() {
    if (stopped || running) return;
    running = drain()
      .catch((err) => logger.error({ err }, "download task runner"))
      .finally(() => {
        running = null;
      });
  }

  return {
    async start() {
      const resumed = await db.updateTable("downloadTask").set({ status: "queued" }).where("status", "=", "running").executeTakeFirst();
      if (Number(resumed.numUpdatedRows) > 0) logger.info({ tasks: Number(resumed.numUpdatedRows) }, "download tasks resumed");
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    kick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
