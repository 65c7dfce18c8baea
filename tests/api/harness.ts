import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { passwordHashing } from "../../server/auth/password";
import { type Portal, startPortal } from "../../server/bootstrap";
import { loadConfig } from "../../server/config";
import { createLogger, type Logger } from "../../server/logger";
import { TEST_SCRYPT_LOG2N } from "../support/password-cost";
import { nextTotpCode } from "../support/totp";

// biome-ignore lint/suspicious/noExplicitAny: API tests assert on the JSON they receive, shape by shape
type ApiJson = { code: string; message: string; data: any };

export interface TestPortal {
  portal: Portal;
  dbFile: string;
  /** The PostgreSQL URL when the suite runs on PostgreSQL, else "". */
  databaseUrl: string;
  /** Where the portal keeps uploaded and generated files. */
  storageDir: string;
  /** Where mail goes without SMTP_URL (one .eml per message). */
  outboxDir: string;
  /** POSTs to the in-memory Hono app exactly as a browser would (no socket needed). */
  call(
    apiPath: string,
    body?: unknown,
    init?: { headers?: Record<string, string>; rawBody?: string; peer?: string },
  ): Promise<{ status: number; json: ApiJson }>;
  /** The raw Response (headers, file bodies) of a POST; `peer` is the TCP peer address the app sees. */
  post(apiPath: string, body?: unknown, init?: { headers?: Record<string, string>; rawBody?: string; peer?: string }): Promise<Response>;
  /** Row counts of every table, to prove a bad request wrote nothing. */
  snapshot(): Record<string, number>;
  close(): Promise<void>;
}

/**
 * Tables the background runners write on their own schedule (a job's lease is taken when its runner
 * starts or wakes): not stored data, so a snapshot that proves a request wrote nothing leaves them out.
 */
const BOOKKEEPING_TABLES = new Set(["job_lease"]);

/**
 * A real portal over a real SQLite file in a fresh temp folder, with the demo content loaded.
 * New passwords are hashed at the test cost (TEST_SCRYPT_LOG2N) unless `env` says otherwise.
 * With TEST_PG_ADMIN_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) each portal gets a fresh
 * PostgreSQL database instead (`psql` must be installed): the same suite, the other dialect.
 */
export async function startTestPortal(
  env: Record<string, string | undefined> = {},
  logger: Logger = createLogger("silent"),
): Promise<TestPortal> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-api-"));
  const pgAdmin = process.env.TEST_PG_ADMIN_URL;
  let pgName = "";
  if (pgAdmin) {
    pgName = `t_${path
      .basename(dir)
      .replace(/[^a-z0-9]/gi, "")
      .toLowerCase()}`;
    execFileSync("psql", [pgAdmin, "-qc", `create database ${pgName}`]);
    env = { ...env, DATABASE_URL: `${pgAdmin.replace(/\/[^/]*$/, "")}/${pgName}` };
  }
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: "silent", PASSWORD_SCRYPT_LOG2N: String(TEST_SCRYPT_LOG2N), ...env });
  const portal = await startPortal(config, logger);
  const dbFile = config.database.kind === "sqlite" ? config.database.file : "";
  /** PostgreSQL: the tables, read once (migrations have run). */
  let pgTables: string[] | undefined;
  const post: TestPortal["post"] = (apiPath, body = {}, init = {}) => {
    // @hono/node-server's getConnInfo reads the peer from the Node request's socket.
    const env = init.peer ? { incoming: { socket: { remoteAddress: init.peer } } } : undefined;
    const request = new Request(`http://127.0.0.1${apiPath}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...init.headers },
      body: init.rawBody ?? JSON.stringify(body),
    });
    return Promise.resolve(portal.api.fetch(request, env));
  };
  return {
    portal,
    dbFile,
    databaseUrl: config.database.kind === "postgres" ? config.database.url : "",
    storageDir: config.storageDir,
    outboxDir: path.join(config.dataDir, "outbox"),
    post,
    async call(apiPath, body = {}, init = {}) {
      const res = await post(apiPath, body, init);
      return { status: res.status, json: (await res.json()) as ApiJson };
    },
    snapshot() {
      if (pgName) {
        // One psql process per snapshot (counts of every table in one query): spawning one per table made
        // the PostgreSQL run several minutes slower.
        const url = `${(pgAdmin as string).replace(/\/[^/]*$/, "")}/${pgName}`;
        pgTables ??= execFileSync("psql", [url, "-Atc", "select tablename from pg_tables where schemaname = 'public' order by 1"])
          .toString()
          .trim()
          .split("\n")
          .filter((n) => !n.startsWith("kysely_") && !BOOKKEEPING_TABLES.has(n));
        const counts = pgTables.map((n) => `select '${n}', count(*) from "${n}"`).join(" union all ");
        const rows = execFileSync("psql", [url, "-AtF", "\t", "-c", counts]).toString().trim().split("\n");
        return Object.fromEntries(rows.map((line) => line.split("\t")).map(([name, n]) => [name as string, Number(n)]));
      }
      const db = new SQLite(dbFile, { readonly: true });
      try {
        const tables = (
          db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as Array<{ name: string }>
        ).filter(({ name }) => !BOOKKEEPING_TABLES.has(name));
        return Object.fromEntries(
          tables.map(({ name }) => [name, (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]),
        );
      } finally {
        db.close();
      }
    },
    async close() {
      await portal.close();
      if (pgName) execFileSync("psql", [pgAdmin as string, "-qc", `drop database if exists ${pgName}`]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const STAFF_PASSWORD = "lab-bench-2026";
let staffHash: Promise<string> | null = null;
/** STAFF_PASSWORD hashed at the test cost, once per test file. */
export function staffPasswordHash(): Promise<string> {
  staffHash ??= passwordHashing(TEST_SCRYPT_LOG2N).hash(STAFF_PASSWORD);
  return staffHash;
}

export interface StaffSession {
  token: string;
  /** The account's TOTP secret (base32): `staffLogin` computes codes from it. */
  secret: string;
  userId: number;
  account: string;
}

/**
 * A staff account (staff are never signed up: the CLI or the back office creates them), enrolled in
 * two-factor authentication through the API as a person would (password login, set-up, confirm with
 * a code computed from the secret), and that session's token, which has passed the second factor.
 * The password hash is computed once per test process (scrypt is deliberately slow).
 */
export async function staffSession(
  t: TestPortal,
  account = "lab@example.com",
  role: "lab" | "admin" | "editor" = "lab",
): Promise<StaffSession> {
  const now = new Date().toISOString();
  const row = await t.portal.database.db
    .insertInto("userAccount")
    .values({
      account,
      passwordHash: await staffPasswordHash(),
      nickname: "Lab",
      company: "",
      contactPhone: "",
      role,
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const login = await t.call("/api/portal/user/login", { account, password: STAFF_PASSWORD });
  const token = login.json.data.token as string;
  const setup = await t.call("/api/portal/user/twoFactor/setup", {}, { headers: { accessToken: token } });
  const secret = setup.json.data.secret as string;
  const confirmed = await t.call(
    "/api/portal/user/twoFactor/confirm",
    { code: await nextTotpCode(secret) },
    { headers: { accessToken: token } },
  );
  if (confirmed.json.code !== "000000") throw new Error(`two-factor enrolment failed: ${confirmed.json.message}`);
  return { token, secret, userId: Number(row.id), account };
}

/** A staff token whose session passed two-factor authentication (see `staffSession`). */
export async function staffToken(t: TestPortal, account = "lab@example.com", role: "lab" | "admin" | "editor" = "lab"): Promise<string> {
  return (await staffSession(t, account, role)).token;
}

/** A fresh login of an enrolled staff account: password, then a code computed from its secret. */
export async function staffLogin(t: TestPortal, staff: { account: string; secret: string }, password = STAFF_PASSWORD): Promise<string> {
  const first = await t.call("/api/portal/user/login", { account: staff.account, password });
  if (first.json.data?.twoFactorRequired !== true)
    throw new Error(`login did not ask for a code: ${first.json.code} ${first.json.message}`);
  const second = await t.call("/api/portal/user/login/verify", {
    challenge: first.json.data.challenge,
    code: await nextTotpCode(staff.secret),
  });
  if (second.json.code !== "000000") throw new Error(`code refused: ${second.json.message}`);
  return second.json.data.token as string;
}
