import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/types";

type Db = Kysely<Database> | Transaction<Database>;

export const AUDIT_ACTIONS = ["create", "edit", "publish", "schedule", "restore", "delete", "share"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  actorId: number | null;
  action: AuditAction;
  /** The kind of record: `page`, `news`, `category`, `banner`, `siteSettings`, `policy`, `message`, `user`, `section`. */
  entity: string;
  entityId: string | number;
  /** A few fields saying what changed; never passwords, tokens or whole documents. */
  summary?: Record<string, unknown>;
}

/** Records one back-office change; call it inside the transaction that makes the change. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("auditLog")
    .values({
      at: new Date().toISOString(),
      actorId: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      summary: JSON.stringify(entry.summary ?? {}),
    })
    .execute();
}

/** Autosaves are many: one "edit" entry stands for an editor's saves of one record less than this apart. */
export const EDIT_SESSION_MS = 15 * 60 * 1000;

/**
 * An "edit" entry, unless the record's latest entry is this editor's own edit of less than
 * `EDIT_SESSION_MS` ago: one entry per editing session, not one per autosave.
 */
export async function recordSessionEdit(db: Db, entry: AuditEntry & { action: "edit" }): Promise<void> {
  const last = await db
    .selectFrom("auditLog")
    .select(["action", "actorId", "at"])
    .where("entity", "=", entry.entity)
    .where("entityId", "=", String(entry.entityId))
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const recent =
    last && last.action === "edit" && Number(last.actorId) === entry.actorId && Date.now() - Date.parse(last.at) < EDIT_SESSION_MS;
  if (!recent) await recordAudit(db, entry);
}
