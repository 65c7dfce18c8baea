import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/** Who did what to which record, and when: create/edit/publish/restore/delete in the back office. */
export function auditLogTable(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable("audit_log"), dialect)
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("actor_id", "integer")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("entity", "text", (c) => c.notNull())
        .addColumn("entity_id", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("audit_log_entity").on("audit_log").columns(["entity", "entity_id"]).execute();
      await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
    },
  };
}
