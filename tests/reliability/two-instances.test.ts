import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import JSZip from "jszip";
import { afterAll, beforeAll, expect, it } from "vitest";
import { HOURLY_CALL_LIMITS } from "../../schemas/limits";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { loadConfig } from "../../server/config";
import { type Db, openDatabase } from "../../server/db/connection";
import { getPublishedPage, publishPage } from "../../server/services/pages";
import { openFileStore } from "../../server/storage/open-file-store";
import { type LocalS3, startLocalS3 } from "../support/s3-server";
import { seedCompletedInspections, userWithToken } from "../support/seed-inspections";
import { assertBuilt, killStartedServers, PORT_BASE, request, type ServerProcess, startServer } from "./server-process";

/**
 * The scale-out setup of docs/operations.md on one machine: two instances of the built server share
 * one PostgreSQL database and one S3-compatible bucket (s3rver). Needs TEST_PG_ADMIN_URL, which
 * scripts/with-postgres.sh sets (npm test runs this file through it).
 */
const admin = process.env.TEST_PG_ADMIN_URL;
const dbName = `t_two_instances_${process.pid}`;
let s3: LocalS3;
let database: Db;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!admin) throw new Error("this test needs PostgreSQL: run it through `bash scripts/with-postgres.sh` (Debian package postgresql)");
  assertBuilt();
  execFileSync("psql", [admin, "-qc", `create database ${dbName}`]);
  s3 = await startLocalS3();
});
afterAll(async () => {
  killStartedServers();
  await database?.close();
  await s3?.close();
  if (admin) execFileSync("psql", [admin, "-qc", `drop database if exists ${dbName} with (force)`]);
});

it("two instances on one PostgreSQL database and one bucket: each job is taken once, a publish on one is seen by both", async () => {
  // A data folder the instances must not need: everything lives in the database and the bucket.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "two-instances-"));
  // As docs/operations.md asks of several instances: one SECRETS_KEY for all, and mail through an SMTP
  // server (none listens here: mail waits for a retry, and no instance writes an outbox of its own).
  const env = {
    DATABASE_URL: `${(admin as string).replace(/\/[^/]*$/, "")}/${dbName}`,
    ...s3.env,
    DATA_DIR: dataDir,
    SECRETS_KEY: randomBytes(32).toString("base64"),
    SMTP_URL: "smtp://127.0.0.1:9",
  };
  // Both start at once on the empty database: one migrates and seeds, the other waits for it.
  servers.push(startServer(PORT_BASE + 2, env), startServer(PORT_BASE + 3, env));
  await Promise.all(servers.map((s) => s.ready()));
  const [a, b] = servers as [ServerProcess, ServerProcess];

  const config = loadConfig(env);
  database = openDatabase(config.database);
  const db = database.db;
  const customer = await userWithToken(db, "two-instances@example.com");
  const lab = await userWithToken(db, "two-instances-lab@example.com", "lab");
  const reports = await seedCompletedInspections(db, openFileStore(config.storage), customer.id, lab.id, 3);

  // Jobs: as many zip tasks as one customer may queue in an hour, through both instances; both runners compete for them.
  const created: number[] = [];
  for (let i = 0; i < HOURLY_CALL_LIMITS.downloadBatch; i++) {
    const via = i % 2 === 0 ? a : b;
    const r = await request(via.url, "POST", P.inspectDownloadBatch, { body: { ids: reports }, token: customer.token });
    created.push(r.json().data.id);
  }
  const end = Date.now() + 60_000;
  let rows: Array<{ id: number; status: string; attempts: number; claimedBy: string | null }> = [];
  while (Date.now() < end) {
    rows = await db.selectFrom("downloadTask").select(["id", "status", "attempts", "claimedBy"]).where("id", "in", created).execute();
    if (rows.every((r) => r.status === "done")) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(rows.map((r) => r.status)).toEqual(created.map(() => "done"));
  expect(rows.map((r) => r.attempts)).toEqual(created.map(() => 1));
  const builders = new Set(rows.map((r) => r.claimedBy));
  expect(builders.size, `tasks built by ${[...builders].join(", ")}`).toBe(2);
  // Any instance serves any zip: the files live in the shared bucket.
  for (const id of [created[0], created[1]]) {
    for (const via of [a, b]) {
      const zip = await request(via.url, "POST", P.downloadTaskFile, { body: { id }, token: customer.token });
      expect(zip.headers["content-type"]).toBe("application/zip");
      expect(Object.keys((await JSZip.loadAsync(zip.body)).files)).toHaveLength(3);
    }
  }

  // Content: both instances have rendered the page; a publish through the shared database shows on both at once.
  const before = await Promise.all([a, b].map((s) => request(s.url, "GET", "/about")));
  const marker = `published-${Date.now()}`;
  expect(before.map((r) => [r.status, r.body.toString().includes(marker)])).toEqual([
    [200, false],
    [200, false],
  ]);
  const page = await getPublishedPage(db, "about");
  await publishPage(db, { ...page.document, seo: { ...page.document.seo, description: { zh: marker, en: marker } } }, null);
  const after = await Promise.all([b, a].map((s) => request(s.url, "GET", "/about")));
  expect(after.map((r) => [r.status, r.body.toString().includes(`content="${marker}"`)])).toEqual([
    [200, true],
    [200, true],
  ]);

  for (const s of servers) s.child.kill("SIGTERM");
  expect(await Promise.all(servers.map((s) => s.exited))).toEqual([
    { code: 0, signal: null },
    { code: 0, signal: null },
  ]);
  expect(fs.readdirSync(dataDir)).toEqual([]);
  fs.rmSync(dataDir, { recursive: true });
});
