import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import type { Database } from "./types";

export type DialectName = "sqlite" | "postgres";
export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export function openDatabase(database: Config["database"]): Db {
  if (database.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  // better-sqlite3 does not create missing folders. Only the server's own user may read the data.
  fs.mkdirSync(path.dirname(database.file), { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(database.file);
  sqlite.pragma("journal_mode = WAL");
  // SQLite gives the -wal and -shm files the database file's mode.
  for (const suffix of ["", "-wal", "-shm"]) if (fs.existsSync(database.file + suffix)) fs.chmodSync(database.file + suffix, 0o600);
  // NORMAL in WAL: committed transactions survive a process crash (docs/decisions/004-sqlite-durability.md).
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}
