import type { Kysely, Selectable } from "kysely";
import type { DownloadTask } from "../../schemas/inspection";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import type { FileStore } from "../storage/file-store";

type Row = Selectable<Database["downloadTask"]>;

function toTask(r: Row): DownloadTask {
  return {
    id: Number(r.id),
    status: r.status,
    total: Number(r.total),
    doneCount: Number(r.doneCount),
    error: r.error,
    size: Number(r.size),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** Queues a zip of the caller's reports; every id must be the caller's own completed inspection. */
export async function createDownloadTask(db: Kysely<Database>, userId: number, ids: number[]): Promise<DownloadTask> {
  const found = await db
    .selectFrom("inspection")
    .innerJoin("inspectionReport", "inspectionReport.inspectionId", "inspection.id")
    .select("inspection.id")
    .where("inspection.userId", "=", userId)
    .where("inspection.id", "in", ids)
    .execute();
  if (found.length !== ids.length) throw new PortalError("notFound");
  const now = new Date().toISOString();
  const row = await db
    .insertInto("downloadTask")
    .values({
      userId,
      status: "queued",
      inspectionIds: JSON.stringify(ids),
      total: ids.length,
      doneCount: 0,
      error: "",
      storageKey: null,
      size: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTask(row);
}

export async function listDownloadTasks(db: Kysely<Database>, userId: number): Promise<DownloadTask[]> {
  const rows = await db.selectFrom("downloadTask").selectAll().where("userId", "=", userId).orderBy("id", "desc").limit(50).execute();
  return rows.map(toTask);
}

/** Removes one of the caller's tasks and its file. */
export async function deleteDownloadTask(db: Kysely<Database>, files: FileStore, userId: number, id: number): Promise<void> {
  const row = await db
    .deleteFrom("downloadTask")
    .where("id", "=", id)
    .where("userId", "=", userId)
    .returning("storageKey")
    .executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  if (row.storageKey) await files.remove(row.storageKey);
}

/** The zip of one of the caller's finished tasks. */
export async function readDownloadTaskFile(db: Kysely<Database>, files: FileStore, userId: number, id: number): Promise<Buffer> {
  const row = await db
    .selectFrom("downloadTask")
    .select(["status", "storageKey"])
    .where("id", "=", id)
    .where("userId", "=", userId)
    .executeTakeFirst();
  if (row?.status !== "done" || !row.storageKey) throw new PortalError("notFound");
  const bytes = await files.get(row.storageKey);
  if (!bytes) throw new PortalError("notFound");
  return bytes;
}
