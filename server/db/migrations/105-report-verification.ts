import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/**
 * Reports anyone can verify (decision 155): the issued report keeps the hash of its verification
 * code and the SHA-256 of its PDF; a report replaced by an amended one moves, whole, to
 * `superseded_report`, where `/verify/` still finds it and names its successor. Reports issued
 * before this migration have neither and cannot be verified.
 */
export function reportVerification(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("inspection_report").addColumn("verify_hash", "text").execute();
      await db.schema.alterTable("inspection_report").addColumn("sha256", "text").execute();
      await idColumn(db.schema.createTable("superseded_report"), dialect)
        .addColumn("inspection_id", "integer", (c) => c.notNull().references("inspection.id").onDelete("cascade"))
        .addColumn("report_no", "text", (c) => c.notNull().unique())
        .addColumn("verify_hash", "text")
        .addColumn("sha256", "text")
        .addColumn("storage_key", "text", (c) => c.notNull())
        .addColumn("issued_by", "integer", (c) => c.notNull())
        .addColumn("issued_at", "text", (c) => c.notNull())
        .addColumn("superseded_at", "text", (c) => c.notNull())
        .addColumn("superseded_by", "integer", (c) => c.notNull())
        .addColumn("reason", "text", (c) => c.notNull())
        /** The amended report's number, once it is issued (empty until then). */
        .addColumn("successor_no", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema.createIndex("superseded_report_inspection").on("superseded_report").column("inspection_id").execute();
    },
  };
}
