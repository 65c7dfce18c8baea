import type { Kysely } from "kysely";
import type { Database } from "../db/types";

/**
 * Takes (or renews) the named lease for `leaseMs` when it is free, expired or already ours; one
 * statement, so two instances never both get it (decision 060's rule, for periodic jobs).
 */
export async function claimJobLease(
  db: Kysely<Database>,
  name: string,
  instanceId: string,
  leaseMs: number,
  now = Date.now(),
): Promise<boolean> {
  const until = new Date(now + leaseMs).toISOString();
  const row = await db
    .insertInto("jobLease")
    .values({ name, claimedBy: instanceId, leaseUntil: until })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet({ claimedBy: instanceId, leaseUntil: until })
        .where((eb) => eb.or([eb("jobLease.leaseUntil", "<", new Date(now).toISOString()), eb("jobLease.claimedBy", "=", instanceId)])),
    )
    .returning("name")
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the lease back at once (the work is done), if it is still ours. */
export async function releaseJobLease(db: Kysely<Database>, name: string, instanceId: string): Promise<void> {
  await db
    .updateTable("jobLease")
    .set({ leaseUntil: new Date(0).toISOString() })
    .where("name", "=", name)
    .where("claimedBy", "=", instanceId)
    .execute();
}
