import type { Kysely } from "kysely";

/**
 * Leases for periodic background work that one instance at a time should do (the clean-up of
 * uploads never linked to a sample): the same claim-with-expiry rule as download tasks (decision 060),
 * keyed by the job's name. The index serves the per-customer quota of unlinked uploads.
 */
export const jobLeaseTable = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("job_lease")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("claimed_by", "text", (c) => c.notNull())
      .addColumn("lease_until", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("attachment_user").on("attachment").columns(["user_id", "inspection_id"]).execute();
  },
};
