import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Portal, startPortal } from "../../server/bootstrap";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";

// biome-ignore lint/suspicious/noExplicitAny: API tests assert on the JSON they receive, shape by shape
type ApiJson = { code: string; message: string; data: any };

export interface TestPortal {
  portal: Portal;
  dbFile: string;
  /** The PostgreSQL URL when the suite runs on PostgreSQL, else "". */
  databaseUrl: string;
  /** Where the portal keeps uploaded and generated files. */
  storageDir: string;
  /** POSTs to the in-memory Hono app exactly as a browser would (no socket needed). */
  call(
    apiPath: string,
    body?: unknown,
    init?: { headers?: Record<string, string>; rawBody?: string },
  ): Promise<{ status: number; json: ApiJson }>;
  /** Row counts of every table, to prove a bad request wrote nothing. */
  snapshot(): Record<string, number>;
  close(): Promise<void>;
}

/**
 * A real portal over a real SQLite file in a fresh temp folder, with the demo content loaded.
 * With TEST_PG_ADMIN_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) each portal gets a fresh
 * PostgreSQL database instead (`psql` must be installed): the same suite, the other dialect.
 */
export async function startTestPortal(env: Record<string, string> = {}): Promise<TestPortal> {
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
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: "silent", ...env });
  const portal = await startPortal(config, createLogger("silent"));
  const dbFile = config.database.kind === "sqlite" ? config.database.file : "";
  return {
    portal,
    dbFile,
    databaseUrl: config.database.kind === "postgres" ? config.database.url : "",
    storageDir: config.storageDir,
    async call(apiPath, body = {}, init = {}) {
      const res = await portal.api.fetch(
        new Request(`http://127.0.0.1${apiPath}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...init.headers },
          body: init.rawBody ?? JSON.stringify(body),
        }),
      );
      return { status: res.status, json: (await res.json()) as ApiJson };
    },
    snapshot() {
      if (pgName) {
        const url = `${(pgAdmin as string).replace(/\/[^/]*$/, "")}/${pgName}`;
        const tables = execFileSync("psql", [url, "-Atc", "select tablename from pg_tables where schemaname = 'public' order by 1"])
          .toString()
          .trim()
          .split("\n");
        return Object.fromEntries(
          tables
            .filter((n) => !n.startsWith("kysely_"))
            .map((n) => [
              n,
              Number(
                execFileSync("psql", [url, "-Atc", `select count(*) from "${n}"`])
                  .toString()
                  .trim(),
              ),
            ]),
        );
      }
      const db = new SQLite(dbFile, { readonly: true });
      try {
        const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as Array<{
          name: string;
        }>;
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

/** A staff account (staff are never signed up: the CLI or the back office creates them) and its token. */
export async function staffToken(t: TestPortal, account = "lab@example.com", role: "lab" | "admin" | "editor" = "lab"): Promise<string> {
  const { createAccount } = await import("../../server/services/accounts");
  const password = "lab-bench-2026";
  await createAccount(t.portal.database.db, { account, password, nickname: "Lab", company: "" }, role, "en");
  const res = await t.call("/api/portal/user/login", { account, password });
  return res.json.data.token as string;
}
