import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { createBackup, restoreBackup } from "../../server/backup/backup";
import { type Portal, startPortal } from "../../server/bootstrap";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { insertInspection } from "../../server/services/inspections";
import { sampleSubmission, seedCompletedInspections, userWithToken } from "../support/seed-inspections";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
let token = "";
let customerId = 0;
let attachmentId = 0;
let reportId = 0;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
const pgAdmin = process.env.TEST_PG_ADMIN_URL;
const extraDatabases: string[] = [];

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 7, 7, 7]);
const message = (text: string) => ({ name: "Li", email: "li@example.com", message: text });
const as = { headers: { accessToken: "", lang: "en-US" } };

/** The environment of a site that lives in `dataDir` (and, on PostgreSQL, in a new empty database). */
function siteEnv(dataDir: string): Record<string, string> {
  if (!pgAdmin) return { DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  const name = `t_restore_${extraDatabases.length}_${process.pid}`;
  execFileSync("psql", [pgAdmin, "-qc", `create database ${name}`]);
  extraDatabases.push(name);
  return { DATA_DIR: dataDir, LOG_LEVEL: "silent", DATABASE_URL: `${pgAdmin.replace(/\/[^/]*$/, "")}/${name}` };
}
const sourceEnv = () => ({
  DATA_DIR: path.dirname(t.storageDir),
  LOG_LEVEL: "silent",
  ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}),
});
const cli = (args: string[], env: Record<string, string>) => {
  const r = spawnSync(process.execPath, ["scripts/cli.mjs", ...args], { env: { ...process.env, ...env }, encoding: "utf8" });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
};
async function call(portal: Portal, apiPath: string, body: unknown, accessToken = token) {
  const res = await portal.api.fetch(
    new Request(`http://127.0.0.1${apiPath}`, {
      method: "POST",
      headers: { "content-type": "application/json", accessToken },
      body: JSON.stringify(body),
    }),
  );
  return res;
}

beforeAll(async () => {
  t = await startTestPortal();
  const db = t.portal.database.db;
  const customer = await userWithToken(db, "backup@example.com");
  token = customer.token;
  customerId = customer.id;
  as.headers.accessToken = token;
  const lab = await userWithToken(db, "lab-backup@example.com", "lab");
  [reportId] = (await seedCompletedInspections(db, t.portal.files, customer.id, lab.id, 1)) as [number];
  const form = new FormData();
  form.append("file", new Blob([PNG]), "photo.png");
  const up = await t.portal.api.fetch(
    new Request(`http://127.0.0.1${P.upload}`, { method: "POST", headers: { accessToken: token }, body: form }),
  );
  attachmentId = ((await up.json()) as { data: { id: number } }).data.id;
  expect((await t.call(P.messageSubmit, message("Before the backup, please keep me."))).json.code).toBe("000000");
  // Generous: on a busy 2-core machine a PostgreSQL portal and its first PDF report take a while.
}, 60_000);
afterAll(async () => {
  await t.close();
  for (const name of extraDatabases) execFileSync("psql", [pgAdmin as string, "-qc", `drop database if exists ${name}`]);
  fs.rmSync(work, { recursive: true, force: true });
});

describe("npm run backup / npm run restore", () => {
  it("round trip: the restored site has every row and file of the backup and nothing written after it", async () => {
    const before = t.snapshot();
    const backupDir = path.join(work, "quiet");
    const made = cli(["backup", backupDir], sourceEnv());
    expect(made.out).toMatch(/^Backup written to .*: (sqlite|postgres) database \(\d+ migrations\), 2 files \(\d+ bytes\)\.\n$/);
    expect(made.status).toBe(0);
    // Written after the backup: must not come back.
    expect((await t.call(P.messageSubmit, message("After the backup, lost on restore."))).json.code).toBe("000000");

    const env = siteEnv(path.join(work, "restored"));
    const restored = cli(["restore", backupDir], env);
    expect(restored.out).toMatch(/^Restored the backup of .*: (sqlite|postgres) database, 2 files\.\n$/);
    const portal = await startPortal(loadConfig(env), createLogger("silent"));
    try {
      const counts = await Promise.all(
        Object.keys(before).map(async (table) => [
          table,
          Number(
            (
              await portal.database.db
                .selectFrom(table as "news")
                .select((eb) => eb.fn.countAll().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ]),
      );
      expect(Object.fromEntries(counts)).toEqual(before);
      const messages = await portal.database.db.selectFrom("contactMessage").select("message").execute();
      expect(messages.map((m) => m.message)).toEqual(["Before the backup, please keep me."]);
      // The session, the uploaded photo and the issued report came back and are served as before.
      const photo = await call(portal, P.attachmentDownload, { id: attachmentId });
      expect([...new Uint8Array(await photo.arrayBuffer())]).toEqual([...PNG]);
      const pdf = await call(portal, P.inspectReportDownload, { id: reportId });
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    } finally {
      await portal.close();
    }

    // A second restore onto a site that now exists is refused without --force, and leaves it alone.
    await expect(restoreBackup(loadConfig(env), backupDir)).rejects.toThrow(/already holds a site; stop the server.* and pass --force/);
  }, 120_000);

  it("an online backup (another process) taken while inspections are being submitted is consistent", async () => {
    const db = t.portal.database.db;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("inspection")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const countBefore = await count();
    let writing = true;
    const writer = (async () => {
      while (writing) {
        // Through the service: a customer's submissions through the API are limited per hour (schemas/limits.ts).
        await insertInspection(db, customerId, sampleSubmission("online"), "en");
        // better-sqlite3 answers synchronously: without a turn of the event loop this loop would starve the child's exit event.
        await new Promise((r) => setImmediate(r));
      }
    })();
    const dir = path.join(work, "online");
    const child = spawn(process.execPath, ["scripts/cli.mjs", "backup", dir], { env: { ...process.env, ...sourceEnv() }, stdio: "ignore" });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    writing = false;
    await writer;
    expect(code).toBe(0);
    const countAfter = await count();

    const env = siteEnv(path.join(work, "online-restored"));
    await restoreBackup(loadConfig(env), dir);
    const portal = await startPortal(loadConfig(env), createLogger("silent"));
    try {
      const rows = await portal.database.db
        .selectFrom("inspection")
        .leftJoin("inspectionEvent", "inspectionEvent.inspectionId", "inspection.id")
        .select(["inspection.id", "inspectionEvent.status"])
        .execute();
      const copied = new Set(rows.map((r) => r.id)).size;
      // A moment inside the stream of writes, and no inspection without its first timeline event.
      expect(copied).toBeGreaterThanOrEqual(countBefore);
      expect(copied).toBeLessThanOrEqual(countAfter);
      expect(rows.filter((r) => r.status === null)).toEqual([]);
      if (!env.DATABASE_URL) {
        const copy = new SQLite(path.join(dir, "site.db"), { readonly: true });
        expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
        copy.close();
      }
    } finally {
      await portal.close();
    }
    // The writes really overlapped the backup.
    expect(countAfter - countBefore).toBeGreaterThan(5);
  }, 120_000);

  it("refuses a folder that is not a finished backup, and a backup target that is not empty", async () => {
    const empty = path.join(work, "not-a-backup");
    fs.mkdirSync(empty);
    await expect(restoreBackup(loadConfig({ DATA_DIR: path.join(work, "nowhere") }), empty)).rejects.toThrow(
      "holds no manifest.json: not a backup, or an unfinished one",
    );
    fs.writeFileSync(path.join(empty, "x"), "x");
    await expect(createBackup(loadConfig(sourceEnv()), empty)).rejects.toThrow(/exists and is not empty/);
  });
});
