import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/** Uploaded files: owned by the uploader, linked to an inspection when it is submitted. */
export function attachmentTable(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable("attachment"), dialect)
        .addColumn("user_id", "integer", (c) => c.notNull().references("user_account.id").onDelete("cascade"))
        .addColumn("inspection_id", "integer", (c) => c.references("inspection.id").onDelete("set null"))
        .addColumn("storage_key", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("attachment_inspection").on("attachment").column("inspection_id").execute();
    },
  };
}
