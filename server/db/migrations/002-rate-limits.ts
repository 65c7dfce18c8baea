import type { Kysely } from "kysely";

/** Fixed-window counters shared by every instance (the server keeps no state of its own). */
export const rateLimitTable = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("rate_limit")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("window_start", "bigint", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .execute();
  },
};
