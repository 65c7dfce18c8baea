import { type Kysely, Migrator } from "kysely";
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
