import type { Kysely } from "kysely";

/**
 * Two fields of the sample form the site always promised (issue 23, item 6): how the sample is to be
 * stored and the name the report prints. Samples sent before have neither (empty: the report prints
 * the company, as it did).
 */
export const sampleDetailColumns = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("inspection")
      .addColumn("storage_conditions", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("inspection")
      .addColumn("name_on_report", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  },
};
