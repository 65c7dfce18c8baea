import type { Hono } from "hono";
import { createApiApp } from "./api-app";
import type { Config } from "./config";
import { type Db, openDatabase } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import { seedDemoContent, seedDemoPages } from "./db/seed/seed";
import type { AppEnv } from "./http/app-env";
import { downloadTaskRunner, type JobRunner } from "./jobs/download-task-runner";
import { pageScheduleRunner, type ScheduleRunner } from "./jobs/page-schedule-runner";
import type { Logger } from "./logger";
import { localFileStore } from "./storage/file-store";

export interface Portal {
  api: Hono<AppEnv>;
  database: Db;
  jobs: JobRunner;
  /** Publishes scheduled pages when they are due. */
  pageSchedules: ScheduleRunner;
  /** Stops the background jobs (letting the current one finish), then closes the database. */
  close(): Promise<void>;
}

/** Opens the database, brings it to the latest migration, loads demo content once, builds the API. */
export async function startPortal(config: Config, logger: Logger): Promise<Portal> {
  const database = openDatabase(config.database);
  const applied = await migrateToLatest(database.db, database.dialect);
  if (applied.length > 0) logger.info({ applied }, "migrations applied");
  if (config.SEED_DEMO_CONTENT && (await seedDemoContent(database.db))) logger.info("demo content loaded");
  if (config.SEED_DEMO_CONTENT && (await seedDemoPages(database.db))) logger.info("demo pages published");
  const files = localFileStore(config.storageDir);
  const jobs = downloadTaskRunner({ db: database.db, files, logger });
  await jobs.start();
  const pageSchedules = pageScheduleRunner({ db: database.db, logger });
  await pageSchedules.start();
  const api = createApiApp({ db: database.db, logger, files, jobs }, { maxBodyBytes: config.MAX_BODY_BYTES });
  return {
    api,
    database,
    jobs,
    pageSchedules,
    async close() {
      await jobs.stop();
      await pageSchedules.stop();
      await database.close();
    },
  };
}
