import type { Kysely } from "kysely";

/**
 * A reusable section's block is versioned like a page document: `schema_version` says which block
 * shapes it was stored in, and reads bring it up with the page migrations (decision 140). Sections
 * stored before this column were saved (and validated) by code at version 2, which predates them.
 */
export const sectionSchemaVersionColumn = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("page_section")
      .addColumn("schema_version", "integer", (c) => c.notNull().defaultTo(2))
      .execute();
  },
};
