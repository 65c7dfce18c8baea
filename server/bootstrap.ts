import type { Hono } from "hono";
import { createApiApp } from "./api-app";
import type { Config } from "./config";
import { type Db, openDatabase } from "./db/connection";
import { migrateToLatest } from "./db/migrate";
import { seedDemoContent, seedDemoPages } from "./db/seed/seed";
import type { AppEnv } from "./http/app-env";
import type { Logger } from "./logger";
import { localFileStore } from "./storage/file-store";

export interface Portal {
  api: Hono<AppEnv>;
  database: Db;
}

/** Opens the database, brings it to the latest migration, loads demo content once, builds the API. */
export async function startPortal(config: Config, logger: Logger): Promise<Portal> {
  const database = openDatabase(config.database);
  const applied = await migrateToLatest(database.db, database.dialect);
  if (applied.length > 0) logger.info({ applied }, "migrations applied");
  if (config.SEED_DEMO_CONTENT && (await seedDemoContent(database.db))) logger.info("demo content loaded");
  if (config.SEED_DEMO_CONTENT && (await seedDemoPages(database.db))) logger.info("demo pages published");
  const api = createApiApp({ db: database.db, logger, files: localFileStore(config.storageDir) }, { maxBodyBytes: config.MAX_BODY_BYTES });
  return { api, database };
}
