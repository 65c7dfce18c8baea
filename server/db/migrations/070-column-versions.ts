import type { Kysely } from "kysely";

/**
 * Columns (page headers) and their data items become back-office collections: each row gets the
 * `version` every staff-edited record carries (optimistic concurrency, as migration 020 did for news).
 */
export const columnVersionColumns = {
  async up(db: Kysely<unknown>) {
    for (const table of ["content_column", "content_data"]) {
      await db.schema
        .alterTable(table)
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
    }
  },
};
