import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import type { Logger } from "../logger";
import { removeStaleUploads } from "../services/attachments";
import type { FileStore } from "../storage/file-store";
import { type JobRunner, newInstanceId } from "./download-task-runner";
import { claimJobLease, releaseJobLease } from "./job-lease";
import { pollLoop } from "./poll-loop";

export interface UploadCleanupRunner extends Omit<JobRunner, "instanceId"> {
  /** One clean-up as of `now` (tests drive this directly); 0 when another instance holds the lease. */
  runOnce(now?: Date): Promise<number>;
}

const LEASE = "upload-cleanup";

/**
 * Deletes uploads no sample linked within a day (issue 26, item 9), every `pollMs` (default hourly)
 * and once at start. Several instances may run it: the `upload-cleanup` job lease lets one at a time
 * sweep, renewed between batches (decision 060's rule).
 */
export function uploadCleanupRunner({
  db,
  files,
  logger,
  pollMs = 3_600_000,
  leaseMs = 30_000,
  instanceId = newInstanceId(),
}: {
  db: Kysely<Database>;
  files: FileStore;
  logger: Logger;
  pollMs?: number;
  leaseMs?: number;
  instanceId?: string;
}): UploadCleanupRunner {
  async function runOnce(now = new Date()) {
    if (!(await claimJobLease(db, LEASE, instanceId, leaseMs))) return 0;
    try {
      const removed = await removeStaleUploads(db, files, now, async () => !loop.stopped && claimJobLease(db, LEASE, instanceId, leaseMs));
      if (removed > 0) logger.info({ removed }, "unlinked uploads removed");
      return removed;
    } finally {
      await releaseJobLease(db, LEASE, instanceId);
    }
  }

  const loop = pollLoop({ name: "upload clean-up", pollMs, logger, run: () => runOnce() });
  return { start: loop.start, kick: loop.kick, stop: loop.stop, runOnce };
}
