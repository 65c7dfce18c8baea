import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/** Lab results, one row per ordered test item of an inspection. */
export function inspectionResultTable(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable("inspection_result"), dialect)
        .addColumn("inspection_id", "integer", (c) => c.notNull().references("inspection.id").onDelete("cascade"))
        .addColumn("item_code", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("unit", "text", (c) => c.notNull())
        .addColumn("method", "text", (c) => c.notNull())
        .addColumn("limit_text", "text", (c) => c.notNull())
        .addColumn("passed", "integer", (c) => c.notNull())
        .addColumn("updated_by", "integer", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addUniqueConstraint("inspection_result_item", ["inspection_id", "item_code"])
        .execute();
    },
  };
}
