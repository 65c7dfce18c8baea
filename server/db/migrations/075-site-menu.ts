import type { Kysely } from "kysely";

/**
 * The site's navigation, one row (id 1): both menu trees as one JSON document with a version for
 * the editors' version check. No row yet: the site shows the built-in menu (schemas/menu-default.ts).
 */
export const siteMenuTable = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("site_menu")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("updated_by", "integer")
      .execute();
  },
};
