import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import type { Logger } from "../logger";
import { publishDueSchedules, type ScheduleRunResult } from "../services/page-schedule";
import type { JobRunner } from "./download-task-runner";
import { pollLoop } from "./poll-loop";

export interface ScheduleRunner extends Omit<JobRunner, "instanceId"> {
  /** Publishes what is due at `now` (tests drive this directly instead of waiting for the poll). */
  runOnce(now?: Date): Promise<ScheduleRunResult>;
}

/**
 * Publishes scheduled pages when their time comes. The schedule lives in the database, so it survives
 * restarts (a time passed while the server was down is published at the next start); several
 * instances may run this side by side (see publishDueSchedules).
 */
export function pageScheduleRunner({
  db,
  logger,
  pollMs = 10_000,
}: {
  db: Kysely<Database>;
  logger: Logger;
  pollMs?: number;
}): ScheduleRunner {
  async function runOnce(now = new Date()) {
    const result = await publishDueSchedules(db, now);
    for (const r of result.refused)
      logger.warn({ event: "schedule refused", ...r }, "scheduled page not published: its author may no longer publish");
    if (result.published || result.failed) logger.info({ published: result.published, failed: result.failed }, "scheduled pages published");
    return result;
  }

  const loop = pollLoop({ name: "page schedule runner", pollMs, logger, run: () => runOnce() });
  return { start: loop.start, kick: loop.kick, stop: loop.stop, runOnce };
}
