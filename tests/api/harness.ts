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

/** A real portal over a real SQLite file in a fresh temp folder, with the demo content loaded. */
export async function startTestPortal(env: Record<string, string> = {}): Promise<TestPortal> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-api-"));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: "silent", ...env });
  const portal = await startPortal(config, createLogger("silent"));
  const dbFile = config.database.kind === "sqlite" ? config.database.file : "";
  return {
    portal,
    dbFile,
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
