import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/** The issued report of an inspection: its number and where its PDF is stored. */
export function reportTable(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable("inspection_report"), dialect)
        .addColumn("inspection_id", "integer", (c) => c.notNull().unique().references("inspection.id").onDelete("cascade"))
        .addColumn("report_no", "text", (c) => c.notNull().unique())
        .addColumn("storage_key", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("issued_by", "integer", (c) => c.notNull())
        .addColumn("issued_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
