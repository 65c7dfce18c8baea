import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/**
 * The back office's columns: a `version` on every record staff edit (optimistic concurrency: an edit
 * names the version it loaded), a status on contact messages, disabled accounts, and uploaded images.
 */
export function backOfficeTables(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ["news", "consult_class", "banner", "policy", "site_settings", "contact_message", "user_account"]) {
        await db.schema
          .alterTable(table)
          .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
          .execute();
      }
      await db.schema
        .alterTable("contact_message")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
        .execute();
      await db.schema.alterTable("user_account").addColumn("disabled_at", "text").execute();
      await idColumn(db.schema.createTable("image_asset"), dialect)
        .addColumn("public_id", "text", (c) => c.notNull().unique())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("original_key", "text", (c) => c.notNull())
        .addColumn("variants", "text", (c) => c.notNull())
        .addColumn("created_by", "integer")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
