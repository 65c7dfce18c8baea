import path from "node:path";
import type { Hono } from "hono";
import { commonPasswordCheck } from "../schemas/common-password-check";
import { installCommonPasswordCheck } from "../schemas/common-passwords";
import { createApiApp } from "./api-app";
import { DEFAULT_SCRYPT_LOG2N, passwordHashing } from "./auth/password";
import { secretBoxFor } from "./auth/secret-box";
import { sealSecretsAtRest } from "./auth/secrets-at-rest";
import type { Config } from "./config";
import { openDataDir } from "./data-dir";
import { type Db, openDatabase } from "./db/connection";
import { migrateToLatest, pendingMigrations } from "./db/migrate";
import { seedDemoContent, seedDemoPages } from "./db/seed/seed";
import type { AppEnv } from "./http/app-env";
import { publicOriginResolver } from "./http/public-origin";
import { downloadTaskRunner, type JobRunner } from "./jobs/download-task-runner";
import { pageScheduleRunner, type ScheduleRunner } from "./jobs/page-schedule-runner";
import { type UploadCleanupRunner, uploadCleanupRunner } from "./jobs/upload-cleanup-runner";
import type { Logger } from "./logger";
import { type MailRunner, mailRunner } from "./mail/mail-runner";
import { outboxTransport, smtpTransport } from "./mail/transport";
import { PageCache } from "./page-cache/page-cache";
import type { FileStore } from "./storage/file-store";
import { openFileStore } from "./storage/open-file-store";

export interface Portal {
  api: Hono<AppEnv>;
  database: Db;
  jobs: JobRunner;
  files: FileStore;
  /** Sends queued mail (SMTP, or the outbox folder). */
  mail: MailRunner;
  /** Publishes scheduled pages when they are due. */
  pageSchedules: ScheduleRunner;
  /** Deletes uploads no sample linked within a day. */
  uploadCleanup: UploadCleanupRunner;
  /** Database reachable and every migration applied (for `/readyz`). */
  ready(): Promise<{ ok: true } | { ok: false; reason: string }>;
  /** Stops the background jobs (a task being built is handed back after its current file), then closes the database. */
  close(): Promise<void>;
}

/** Opens the database, brings it to the latest migration, loads demo content once, builds the API. */
export async function startPortal(config: Config, logger: Logger): Promise<Portal> {
  installCommonPasswordCheck(commonPasswordCheck);
  if (config.PASSWORD_SCRYPT_LOG2N < DEFAULT_SCRYPT_LOG2N)
    logger.warn(
      { PASSWORD_SCRYPT_LOG2N: config.PASSWORD_SCRYPT_LOG2N },
      "new passwords are hashed below the recommended cost (PASSWORD_SCRYPT_LOG2N=17): for test runs only",
    );
  openDataDir(config.dataDir, logger);
  const secrets = secretBoxFor(config, logger);
  const database = openDatabase(config.database);
  const applied = await migrateToLatest(database.db, database.dialect);
  if (applied.length > 0) logger.info({ applied }, "migrations applied");
  const sealed = await sealSecretsAtRest(database.db, secrets);
  if (sealed.totpSecrets || sealed.recoveryCodes) logger.info(sealed, "secrets at rest sealed under the current SECRETS_KEY");
  if (config.SEED_DEMO_CONTENT && (await seedDemoContent(database.db))) logger.info("demo content loaded");
  if (config.SEED_DEMO_CONTENT && (await seedDemoPages(database.db))) logger.info("demo pages published");
  const files = openFileStore(config.storage);
  const jobs = downloadTaskRunner({
    db: database.db,
    dialect: database.dialect,
    files,
    logger,
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
  });
  await jobs.start();
  const pageSchedules = pageScheduleRunner({ db: database.db, logger });
  await pageSchedules.start();
  const uploadCleanup = uploadCleanupRunner({ db: database.db, files, logger, leaseMs: config.JOB_LEASE_SECONDS * 1000 });
  await uploadCleanup.start();
  const mail = mailRunner({
    db: database.db,
    dialect: database.dialect,
    transport: config.SMTP_URL ? smtpTransport(config.SMTP_URL) : outboxTransport(path.join(config.dataDir, "outbox"), logger),
    from: config.MAIL_FROM,
    siteUrl: config.SITE_URL ?? `http://localhost:${config.PORT}`,
    logger,
    retryBaseMs: config.MAIL_RETRY_SECONDS * 1000,
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
  });
  await mail.start();
  const api = createApiApp(
    {
      db: database.db,
      logger,
      files,
      jobs,
      mail,
      trustedProxies: config.TRUSTED_PROXY,
      passwords: passwordHashing(config.PASSWORD_SCRYPT_LOG2N),
      secrets,
      publicOrigin: publicOriginResolver(config),
      uploadQuotaBytes: config.UPLOAD_QUOTA_MB * 1024 * 1024,
    },
    {
      maxBodyBytes: config.MAX_BODY_BYTES,
      readCache: config.READ_CACHE_MB > 0 ? new PageCache(database.db, config.READ_CACHE_MB * 1024 * 1024) : null,
    },
  );
  return {
    api,
    database,
    jobs,
    mail,
    files,
    async ready() {
      try {
        const pending = await pendingMigrations(database.db, database.dialect);
        return pending.length === 0 ? { ok: true } : { ok: false, reason: `migrations not applied: ${pending.join(", ")}` };
      } catch {
        return { ok: false, reason: "database unreachable" };
      }
    },
    pageSchedules,
    uploadCleanup,
    async close() {
      await jobs.stop();
      await mail.stop();
      await pageSchedules.stop();
      await uploadCleanup.stop();
      await database.close();
    },
  };
}
