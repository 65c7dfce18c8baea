import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/** Background zip downloads of several reports. Jobs live here, so they survive a restart. */
export function downloadTaskTable(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable("download_task"), dialect)
        .addColumn("user_id", "integer", (c) => c.notNull().references("user_account.id").onDelete("cascade"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("inspection_ids", "text", (c) => c.notNull())
        .addColumn("total", "integer", (c) => c.notNull())
        .addColumn("done_count", "integer", (c) => c.notNull())
        .addColumn("error", "text", (c) => c.notNull())
        .addColumn("storage_key", "text")
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("download_task_user").on("download_task").columns(["user_id", "created_at"]).execute();
      await db.schema.createIndex("download_task_status").on("download_task").column("status").execute();
    },
  };
}
