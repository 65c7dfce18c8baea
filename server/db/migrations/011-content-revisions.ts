import type { Kysely } from "kysely";

/**
 * One revision counter per content tag (`site`, `news`, `page:index`, …). Every content write bumps
 * the tags it changes inside its own transaction; caches remember the revisions they were built
 * from. Living in the database, the counters are shared by every server instance.
 */
export const contentRevisionTable = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("content_revision")
      .addColumn("tag", "text", (c) => c.primaryKey())
      .addColumn("revision", "integer", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
};
