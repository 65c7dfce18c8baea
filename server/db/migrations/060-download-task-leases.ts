import type { Kysely } from "kysely";

/**
 * Download tasks carry a lease: the instance that builds a task names itself in `claimed_by` and
 * renews `lease_until` while it works. Only a task whose lease ran out (its builder died) is taken
 * again; `attempts` counts the claims, so a task that keeps killing its builder fails instead of
 * looping (docs/decisions/060-job-leases.md).
 */
export const downloadTaskLeaseColumns = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("download_task").addColumn("claimed_by", "text").execute();
    await db.schema.alterTable("download_task").addColumn("lease_until", "text").execute();
    await db.schema
      .alterTable("download_task")
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
