import { CURRENT_PAGE_SCHEMA_VERSION, type PageDocument } from "./page";

/**
 * Ordered, append-only upgrades of stored page documents (Puck's habit): each takes a document of
 * version `toVersion - 1` and returns it at `toVersion`. Stored pages outlive changes to block props.
 */
export interface PageMigration {
  toVersion: number;
  description: string;
  migrate(doc: PageDocument): PageDocument;
}

export const PAGE_MIGRATIONS: PageMigration[] = [];

export function migratePageDocument(
  doc: PageDocument,
  migrations: PageMigration[] = PAGE_MIGRATIONS,
  target = CURRENT_PAGE_SCHEMA_VERSION,
): PageDocument {
  let current = doc;
  for (const m of [...migrations].sort((a, b) => a.toVersion - b.toVersion)) {
    if (m.toVersion > current.schemaVersion && m.toVersion <= target) {
      current = { ...m.migrate(current), schemaVersion: m.toVersion };
    }
  }
  return current;
}
