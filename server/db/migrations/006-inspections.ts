import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/** Sample inspections and their timeline (every status change, with time, actor and reason). */
export function inspectionTables(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable("inspection"), dialect)
        .addColumn("inspection_no", "text", (c) => c.notNull().unique())
        .addColumn("user_id", "integer", (c) => c.notNull().references("user_account.id"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("contact_person", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("country_code", "text", (c) => c.notNull())
        .addColumn("province_code", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("sample_name", "text", (c) => c.notNull())
        .addColumn("batch_no", "text", (c) => c.notNull())
        .addColumn("quantity", "real", (c) => c.notNull())
        .addColumn("quantity_unit", "text", (c) => c.notNull())
        .addColumn("production_date", "text", (c) => c.notNull())
        .addColumn("test_items", "text", (c) => c.notNull())
        .addColumn("carrier", "text", (c) => c.notNull())
        .addColumn("tracking_no", "text", (c) => c.notNull())
        .addColumn("notes", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("inspection_user_status").on("inspection").columns(["user_id", "status", "created_at"]).execute();
      await idColumn(db.schema.createTable("inspection_event"), dialect)
        .addColumn("inspection_id", "integer", (c) => c.notNull().references("inspection.id").onDelete("cascade"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("actor_id", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("inspection_event_inspection").on("inspection_event").column("inspection_id").execute();
    },
  };
}
