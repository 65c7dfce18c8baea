import { randomBytes } from "node:crypto";
import os from "node:os";
import JSZip from "jszip";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { DialectName } from "../db/connection";
import type { Database } from "../db/types";
import type { Logger } from "../logger";
import type { FileStore } from "../storage/file-store";
import { failureKey, step, TASK_FAILURE, TaskFailure } from "./download-task-failure";
import { pollLoop } from "./poll-loop";

export interface JobRunner {
  /** Names this process in the tasks it claims. */
  readonly instanceId: string;
  start(): Promise<void>;
  /** Looks for work now instead of at the next poll. */
  kick(): void;
  /** Stops polling; a task being built is handed back (queued) after its current file. */
  stop(): Promise<void>;
}

/** A task claimed this many times without finishing (its builder kept dying) fails. */
export const TASK_MAX_ATTEMPTS = 3;

class LeaseLost extends Error {}
class Checkpointed extends Error {}

export const newInstanceId = () => `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

/**
 * Builds zips for queued download tasks, one at a time per process. A claim is a lease: the task
 * names this instance and an expiry, renewed while it is built; only queued tasks and tasks whose
 * lease ran out (their builder died) are claimed, with `FOR UPDATE SKIP LOCKED` on PostgreSQL and
 * SQLite's single writer elsewhere, so several instances never build the same task.
 * Progress (`done_count`) is written after every file. docs/decisions/060-job-leases.md.
 */
export function downloadTaskRunner({
  db,
  dialect,
  files,
  logger,
  pollMs = 1000,
  leaseMs = 30_000,
  instanceId = newInstanceId(),
}: {
  db: Kysely<Database>;
  dialect: DialectName;
  files: FileStore;
  logger: Logger;
  pollMs?: number;
  leaseMs?: number;
  instanceId?: string;
}): JobRunner {
  const iso = (ms: number) => new Date(ms).toISOString();
  /** An update of a task that only applies while it is still ours (not deleted, not taken over). */
  const ours = (taskId: number) =>
    db.updateTable("downloadTask").where("id", "=", taskId).where("claimedBy", "=", instanceId).where("status", "=", "running");

  async function claim(): Promise<{ id: number; ids: number[]; attempts: number } | null> {
    const now = Date.now();
    const claimable = (eb: ExpressionBuilder<Database, "downloadTask">) =>
      eb.or([
        eb("status", "=", "queued"),
        eb.and([eb("status", "=", "running"), eb.or([eb("leaseUntil", "is", null), eb("leaseUntil", "<", iso(now))])]),
      ]);
    let next = db.selectFrom("downloadTask").select("id").where(claimable).orderBy("id").limit(1);
    if (dialect === "postgres") next = next.forUpdate().skipLocked();
    const row = await db
      .updateTable("downloadTask")
      .set((eb) => ({
        status: "running",
        claimedBy: instanceId,
        leaseUntil: iso(now + leaseMs),
        attempts: eb("attempts", "+", 1),
        doneCount: 0,
        updatedAt: iso(now),
      }))
      .where("id", "=", next)
      .where(claimable)
      .returning(["id", "inspectionIds", "attempts"])
      .executeTakeFirst();
    return row ? { id: Number(row.id), ids: JSON.parse(row.inspectionIds) as number[], attempts: Number(row.attempts) } : null;
  }

  /** Writes progress and renews the lease; throws when the task is no longer ours (deleted or taken over). */
  async function checkIn(taskId: number, doneCount?: number) {
    const now = Date.now();
    const renewed = await ours(taskId)
      .set({ leaseUntil: iso(now + leaseMs), updatedAt: iso(now), ...(doneCount === undefined ? {} : { doneCount }) })
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) !== 1) throw new LeaseLost(`task ${taskId} is no longer ours`);
  }

  async function build(task: { id: number; ids: number[] }) {
    const zip = new JSZip();
    for (const [index, inspectionId] of task.ids.entries()) {
      if (loop.stopped) throw new Checkpointed();
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
      await checkIn(task.id, index + 1);
    }
    const archive = await step(TASK_FAILURE.zipFailed, "building the zip", () =>
      zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }),
    );
    const key = await step(TASK_FAILURE.writeFailed, "storing the zip", () => files.put("downloads", "zip", archive));
    const finished = await ours(task.id)
      .set({ status: "done", storageKey: key, size: archive.length, leaseUntil: null, updatedAt: iso(Date.now()) })
      .executeTakeFirst();
    // Deleted (or taken over) while it was being built: nothing refers to the file.
    if (Number(finished.numUpdatedRows) !== 1) await files.remove(key);
  }

  async function runOne(task: { id: number; ids: number[]; attempts: number }) {
    if (task.attempts > TASK_MAX_ATTEMPTS) {
      logger.warn({ taskId: task.id, attempts: task.attempts }, "download task abandoned too often; failed");
      await ours(task.id)
        .set({ status: "failed", error: TASK_FAILURE.unexpected, leaseUntil: null, updatedAt: iso(Date.now()) })
        .execute();
      return;
    }
    // A file can take long (a slow bucket): keep the lease alive between check-ins.
    const heartbeat = setInterval(() => checkIn(task.id).catch(() => {}), Math.max(250, Math.floor(leaseMs / 3)));
    try {
      await build(task);
    } catch (err) {
      if (err instanceof LeaseLost) {
        logger.info({ taskId: task.id }, "download task no longer ours; dropped");
      } else if (err instanceof Checkpointed) {
        // Shutting down: hand it back at once (not counted as an attempt) instead of waiting for the lease to run out.
        await ours(task.id)
          .set((eb) => ({
            status: "queued",
            claimedBy: null,
            leaseUntil: null,
            doneCount: 0,
            attempts: eb("attempts", "-", 1),
            updatedAt: iso(Date.now()),
          }))
          .execute();
        logger.info({ taskId: task.id }, "download task handed back for the next instance");
      } else {
        logger.warn({ taskId: task.id, err: String(err) }, "download task failed");
        const key = failureKey(err);
        await ours(task.id)
          .set({ status: "failed", error: key, leaseUntil: null, updatedAt: iso(Date.now()) })
          .execute();
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function drain() {
    while (!loop.stopped) {
      const task = await claim();
      if (!task) return;
      await runOne(task);
    }
  }

  const loop = pollLoop({ name: "download task runner", pollMs, logger, run: drain });
  return { instanceId, start: loop.start, kick: loop.kick, stop: loop.stop };
}
