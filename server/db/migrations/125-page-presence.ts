import type { Kysely } from "kysely";

/**
 * Who has a page open in the editor (issue 22: presence by heartbeat). One row per editor's browser
 * tab, refreshed every 15 s; rows not refreshed for 45 s are gone. In the database, not in memory, so
 * every instance behind a load balancer sees the same editors.
 */
export const pagePresenceTable = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("page_presence")
      .addColumn("page_slug", "text", (c) => c.notNull())
      .addColumn("user_id", "integer", (c) => c.notNull())
      .addColumn("tab", "text", (c) => c.notNull())
      .addColumn("opened_at", "text", (c) => c.notNull())
      .addColumn("seen_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("page_presence_pk", ["page_slug", "user_id", "tab"])
      .execute();
  },
};
