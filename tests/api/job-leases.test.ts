import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { type Db, openDatabase } from "../../server/db/connection";
import { TASK_FAILURE } from "../../server/jobs/download-task-failure";
import { downloadTaskRunner, type JobRunner, TASK_MAX_ATTEMPTS } from "../../server/jobs/download-task-runner";
import { createLogger } from "../../server/logger";
import type { FileStore } from "../../server/storage/file-store";
import { seedCompletedInspections, userWithToken } from "../support/seed-inspections";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
let customerId = 0;
let reports: number[] = [];
const silent = createLogger("silent");

beforeAll(async () => {
  t = await startTestPortal();
  // These tests run their own runners; the portal's would compete with them.
  await t.portal.jobs.stop();
  const db = t.portal.database.db;
  customerId = (await userWithToken(db, "leases@example.com")).id;
  const labId = (await userWithToken(db, "lab-leases@example.com", "lab")).id;
  reports = await seedCompletedInspections(db, t.portal.files, customerId, labId, 2);
  // Generous: on a busy 2-core machine a PostgreSQL portal and its first PDF report take a while.
}, 60_000);
afterAll(() => t.close());

async function queueTask(ids = reports) {
  const now = new Date().toISOString();
  const row = await t.portal.database.db
    .insertInto("downloadTask")
    .values({
      userId: customerId,
      status: "queued",
      inspectionIds: JSON.stringify(ids),
      total: ids.length,
      doneCount: 0,
      error: "",
      storageKey: null,
      size: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
const task = (id: number) => t.portal.database.db.selectFrom("downloadTask").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const runner = (over: Partial<Parameters<typeof downloadTaskRunner>[0]> = {}) =>
  downloadTaskRunner({
    db: t.portal.database.db,
    dialect: t.portal.database.dialect,
    files: t.portal.files,
    logger: silent,
    pollMs: 50,
    ...over,
  });
async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("download task leases", () => {
  it("leaves a task another live instance holds alone, and takes it over once that lease has run out", async () => {
    const held = await queueTask();
    const future = new Date(Date.now() + 60_000).toISOString();
    await t.portal.database.db
      .updateTable("downloadTask")
      .set({ status: "running", claimedBy: "live-instance", leaseUntil: future, attempts: 1 })
      .where("id", "=", held)
      .execute();
    const later = await queueTask();
    const r = runner();
    await r.start();
    try {
      // The queued task after it is built: the runner has looked at the held one and passed it by.
      expect(
        await until(
          () => task(later),
          (x) => x.status === "done",
        ),
      ).toMatchObject({ claimedBy: r.instanceId, attempts: 1 });
      expect(await task(held)).toMatchObject({ status: "running", claimedBy: "live-instance", leaseUntil: future, attempts: 1 });

      await t.portal.database.db
        .updateTable("downloadTask")
        .set({ leaseUntil: new Date(Date.now() - 1).toISOString() })
        .where("id", "=", held)
        .execute();
      r.kick();
      expect(
        await until(
          () => task(held),
          (x) => x.status === "done",
        ),
      ).toMatchObject({ claimedBy: r.instanceId, attempts: 2, doneCount: 2, leaseUntil: null });
    } finally {
      await r.stop();
    }
  });

  it("renews the lease while it builds, and fails a task whose builders kept dying", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const slow: FileStore = {
      ...t.portal.files,
      get: async (key) => (++calls === 1 ? gate.then(() => t.portal.files.get(key)) : t.portal.files.get(key)),
    };
    const id = await queueTask();
    const r = runner({ files: slow, leaseMs: 2000 });
    await r.start();
    try {
      const first = await until(
        () => task(id),
        (x) => x.status === "running",
      );
      // The heartbeat (every third of the lease) moves the expiry on while the first file is still loading.
      await until(
        () => task(id),
        (x) => (x.leaseUntil ?? "") > (first.leaseUntil ?? ""),
      );
      release();
      await until(
        () => task(id),
        (x) => x.status === "done",
      );
    } finally {
      release();
      await r.stop();
    }

    const doomed = await queueTask();
    await t.portal.database.db
      .updateTable("downloadTask")
      .set({
        status: "running",
        claimedBy: "dead-instance",
        leaseUntil: new Date(Date.now() - 1).toISOString(),
        attempts: TASK_MAX_ATTEMPTS,
      })
      .where("id", "=", doomed)
      .execute();
    const r2 = runner();
    await r2.start();
    try {
      expect(
        await until(
          () => task(doomed),
          (x) => x.status === "failed",
        ),
      ).toMatchObject({ error: TASK_FAILURE.unexpected, storageKey: null, leaseUntil: null });
    } finally {
      await r2.stop();
    }
  });

  it("on stop, hands the task it is building back at once instead of waiting for the lease", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: FileStore = { ...t.portal.files, get: (key) => gate.then(() => t.portal.files.get(key)) };
    const id = await queueTask();
    const r = runner({ files: slow });
    await r.start();
    await until(
      () => task(id),
      (x) => x.status === "running",
    );
    const stopped = r.stop();
    release();
    await stopped;
    expect(await task(id)).toMatchObject({ status: "queued", claimedBy: null, leaseUntil: null, doneCount: 0, attempts: 0 });

    const next = runner();
    await next.start();
    try {
      expect(
        await until(
          () => task(id),
          (x) => x.status === "done",
        ),
      ).toMatchObject({ claimedBy: next.instanceId, attempts: 1 });
    } finally {
      await next.stop();
    }
  });

  it("four instances on their own connections take each of 24 tasks exactly once", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) ids.push(await queueTask([reports[i % 2] as number]));
    // Each runner gets its own connection (pool on PostgreSQL), like separate processes would.
    const config = loadConfig({
      DATA_DIR: "unused",
      ...(t.dbFile ? { DATABASE_URL: `file:${t.dbFile}` } : { DATABASE_URL: t.databaseUrl }),
    });
    const connections: Db[] = [0, 1, 2, 3].map(() => openDatabase(config.database));
    const runners: JobRunner[] = connections.map((c, i) =>
      downloadTaskRunner({ db: c.db, dialect: c.dialect, files: t.portal.files, logger: silent, pollMs: 20, instanceId: `instance-${i}` }),
    );
    try {
      await Promise.all(runners.map((r) => r.start()));
      const rows = await until(
        () => t.portal.database.db.selectFrom("downloadTask").selectAll().where("id", "in", ids).execute(),
        (list) => list.every((x) => x.status === "done"),
        20_000,
      );
      expect(rows.map((x) => x.attempts)).toEqual(ids.map(() => 1));
      expect(new Set(rows.map((x) => x.storageKey)).size).toBe(ids.length);
      expect(rows.every((x) => x.claimedBy?.startsWith("instance-"))).toBe(true);
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
      await Promise.all(connections.map((c) => c.close()));
    }
  });
});
