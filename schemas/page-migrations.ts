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

/** Maps the props of every block of one type (lists of blocks only: nested content has its own migrations). */
function mapBlockProps(doc: PageDocument, type: string, change: (props: Record<string, unknown>) => Record<string, unknown>): PageDocument {
  return { ...doc, blocks: doc.blocks.map((b) => (b.type === type ? { ...b, props: change(b.props) } : b)) };
}

/**
 * Written against the stored shape, never against a block's current schema (which moves on): a
 * migration must still read the documents of its own time after later changes.
 */
export const PAGE_MIGRATIONS: PageMigration[] = [
  {
    toVersion: 2,
    description: "keyFigures: an item's value becomes {zh, en}, since units differ by language (5 天 / 5 days)",
    migrate: (doc) =>
      mapBlockProps(doc, "keyFigures", (props) => ({
        ...props,
        items: Array.isArray(props.items)
          ? props.items.map((item: unknown) => {
              const value = (item as { value?: unknown } | null)?.value;
              return typeof value === "string" ? { ...(item as object), value: { zh: value, en: value } } : item;
            })
          : props.items,
      })),
  },
];

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
