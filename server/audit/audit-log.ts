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
