import { type Kysely, Migrator, sql } from "kysely";
import type { DialectName } from "./connection";
import { migrations } from "./migrations/index";

export async function migrateToLatest<T>(db: Kysely<T>, dialect: DialectName): Promise<string[]> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => migrations(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Names of the migrations of this build not yet applied to the database (throws when it is unreachable). */
export async function pendingMigrations<T>(db: Kysely<T>, dialect: DialectName): Promise<string[]> {
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const done = new Set(applied.rows.map((r) => r.name));
  return Object.keys(migrations(dialect)).filter((name) => !done.has(name));
}
