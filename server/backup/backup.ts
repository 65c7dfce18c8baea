import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { Config } from "../config";
import { migrations } from "../db/migrations/index";
import { openFileStore } from "../storage/open-file-store";

const run = promisify(execFile);

/** `manifest.json` of a backup folder: what it holds, so a restore can check it before touching anything. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { kind: "sqlite"; file: "site.db" } | { kind: "postgres"; file: "database.dump" };
  /** Migrations applied to the database when it was copied. */
  migrations: string[];
  files: { count: number; bytes: number };
}

const MANIFEST = "manifest.json";
const FILES = "files";

function sqliteMigrations(db: SQLite.Database): string[] {
  return (db.prepare("select name from kysely_migration order by name").all() as Array<{ name: string }>).map((r) => r.name);
}

async function postgresMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query("select to_regclass('public.kysely_migration') as t");
    if (!exists.rows[0]?.t) return [];
    return (await client.query<{ name: string }>("select name from kysely_migration order by name")).rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

async function pgTool(tool: "pg_dump" | "pg_restore", args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === "ENOENT") throw new Error(`${tool} is not installed (Debian: apt-get install postgresql-client)`);
    throw new Error(`${tool} failed: ${(e.stderr ?? String(err)).trim()}`);
  }
}

/**
 * A consistent copy of a running site: the database first (SQLite: `VACUUM INTO`, one read
 * transaction, writers keep going; PostgreSQL: `pg_dump`, one snapshot), then every stored file.
 * Files are written before the rows that name them and never changed, so every file the copied
 * database refers to already exists when the files are copied. docs/decisions/062-backups.md
 */
export async function createBackup(config: Config, target: string): Promise<BackupManifest> {
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) throw new Error(`${target} exists and is not empty`);
  fs.mkdirSync(target, { recursive: true });
  let database: BackupManifest["database"];
  let applied: string[];
  if (config.database.kind === "sqlite") {
    const out = path.join(target, "site.db");
    const source = new SQLite(config.database.file, { fileMustExist: true });
    try {
      source.pragma("busy_timeout = 5000");
      applied = sqliteMigrations(source);
      source.prepare("VACUUM INTO ?").run(out);
    } finally {
      source.close();
    }
    const copy = new SQLite(out, { readonly: true });
    try {
      const check = copy.pragma("integrity_check", { simple: true });
      if (check !== "ok") throw new Error(`the copied database fails its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    database = { kind: "sqlite", file: "site.db" };
  } else {
    applied = await postgresMigrations(config.database.url);
    await pgTool("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${path.join(target, "database.dump")}`,
      config.database.url,
    ]);
    database = { kind: "postgres", file: "database.dump" };
  }

  const files = openFileStore(config.storage);
  let count = 0;
  let bytes = 0;
  for await (const key of files.list()) {
    const data = await files.get(key);
    if (!data) continue; // removed since it was listed
    const out = path.join(target, FILES, key);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, data);
    count++;
    bytes += data.length;
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database,
    migrations: applied,
    files: { count, bytes },
  };
  // Written last: a folder without a manifest is an unfinished backup, and restore refuses it.
  fs.writeFileSync(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(source: string): BackupManifest {
  const file = path.join(source, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${source} holds no ${MANIFEST}: not a backup, or an unfinished one`);
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  return manifest;
}

/**
 * Puts a backup back: the database (replacing the configured one) and every file. Refuses a backup
 * of the other database kind, one made by a newer version (migrations this build does not know), and
 * a database that already holds a site unless `force`. The server must be stopped while it runs.
 */
export async function restoreBackup(config: Config, source: string, { force = false } = {}): Promise<BackupManifest> {
  const manifest = readManifest(source);
  if (manifest.database.kind !== config.database.kind) {
    throw new Error(`the backup holds a ${manifest.database.kind} database but this site is configured for ${config.database.kind}`);
  }
  const known = new Set(Object.keys(migrations(config.database.kind)));
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length > 0) throw new Error(`the backup was made by a newer version (migrations ${unknown.join(", ")}); upgrade first`);
  const dump = path.join(source, manifest.database.file);
  if (!fs.existsSync(dump)) throw new Error(`${dump} is missing`);

  if (config.database.kind === "sqlite") {
    const file = config.database.file;
    if (fs.existsSync(file) && !force) {
      const current = new SQLite(file, { readonly: true });
      const hasSite = current.prepare("select count(*) as n from sqlite_master where name = 'kysely_migration'").get() as { n: number };
      current.close();
      if (hasSite.n > 0) throw new Error(`${file} already holds a site; stop the server and pass --force to replace it`);
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Copy beside it, then rename over it: an interrupted restore leaves the old database whole.
    const incoming = `${file}.restoring`;
    fs.copyFileSync(dump, incoming);
    for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
    fs.renameSync(incoming, file);
  } else {
    if (!force && (await postgresMigrations(config.database.url)).length > 0) {
      throw new Error("the database already holds a site; stop the servers and pass --force to replace it");
    }
    await pgTool("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      `--dbname=${config.database.url}`,
      dump,
    ]);
  }

  const files = openFileStore(config.storage);
  const root = path.join(source, FILES);
  if (fs.existsSync(root)) {
    for (const folder of fs.readdirSync(root)) {
      for (const name of fs.readdirSync(path.join(root, folder))) {
        await files.putAt(`${folder}/${name}`, fs.readFileSync(path.join(root, folder, name)));
      }
    }
  }
  return manifest;
}
