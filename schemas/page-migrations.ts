import { type Block, CURRENT_PAGE_SCHEMA_VERSION, type PageDocument } from "./page";

type Props = Record<string, unknown>;

/**
 * Ordered, append-only upgrades of stored blocks (Puck's habit): each takes props of version
 * `toVersion - 1` and returns them at `toVersion`. A migration names the block types it changes; the
 * walker below applies it to every block of those types wherever it lives — top level, any layout
 * slot at any depth, a reusable section — so no migration can forget a place (decision 140).
 */
export interface PageMigration {
  toVersion: number;
  description: string;
  /** Per block type, its props one version up. May throw: the block is then kept as it was and marked. */
  blocks?: Readonly<Record<string, (props: Props) => Props>>;
  /** The page's own fields (title, SEO), never its blocks. */
  page?: (doc: Omit<PageDocument, "blocks">) => Omit<PageDocument, "blocks">;
}

/**
 * The prop a block carries when a migration failed on it: the version its props (and its children's)
 * are still at, and why. Such a block stays in the stored document, is hidden from visitors, logged,
 * and shown to editors as needing attention; the next read tries again from that version.
 * A prop, not a block field, so it survives the editor's round trip.
 */
export const MIGRATION_MARK = "_needsMigration";
export interface MigrationMark {
  atVersion: number;
  failedAt: number;
  error: string;
}

export function migrationMarkOf(block: Block): MigrationMark | null {
  const mark = block.props[MIGRATION_MARK] as MigrationMark | undefined;
  return mark && typeof mark === "object" && typeof mark.atVersion === "number" ? mark : null;
}

export function withoutMigrationMark(block: Block): Block {
  const { [MIGRATION_MARK]: _mark, ...props } = block.props;
  return { ...block, props };
}

/** A block as stored: `{id, type, props}`. Slots are found by shape, not by today's registry (which moves on). */
function isBlock(value: unknown): value is Block {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && typeof v.type === "string" && v.props !== null && typeof v.props === "object";
}

/** The props holding child blocks: non-empty lists of blocks (a layout's columns, whatever they are called then). */
function slotEntries(props: Props): string[] {
  return Object.keys(props).filter(
    (k) => Array.isArray(props[k]) && (props[k] as unknown[]).length > 0 && (props[k] as unknown[]).every(isBlock),
  );
}

/** A block that could not be brought up, reported to the caller (which logs it). */
export interface MigrationFailure {
  blockId: string;
  type: string;
  atVersion: number;
  failedAt: number;
  error: string;
}

const sorted = (migrations: readonly PageMigration[]) => [...migrations].sort((a, b) => a.toVersion - b.toVersion);

/** One block (and its subtree) from `from` up to `target`, one version at a time. */
function migrateBlock(
  block: Block,
  from: number,
  target: number,
  migrations: readonly PageMigration[],
  failures: MigrationFailure[],
): Block {
  const mark = migrationMarkOf(block);
  let current = mark ? withoutMigrationMark(block) : block;
  let version = mark ? mark.atVersion : from;
  let stepped = false;
  for (const m of sorted(migrations)) {
    if (m.toVersion <= version || m.toVersion > target) continue;
    let props: Props;
    try {
      const change = m.blocks?.[current.type];
      props = change ? change(current.props) : current.props;
      if (props === null || typeof props !== "object") throw new Error("the migration returned no props");
    } catch (err) {
      const failure = { atVersion: version, failedAt: m.toVersion, error: err instanceof Error ? err.message : String(err) };
      failures.push({ blockId: current.id, type: current.type, ...failure });
      return { ...current, props: { ...current.props, [MIGRATION_MARK]: failure } };
    }
    // The children of this step's result are still at `version`: bring them to this step too.
    const next = { ...props };
    for (const name of slotEntries(next))
      next[name] = (next[name] as Block[]).map((child) => migrateBlock(child, version, m.toVersion, migrations, failures));
    current = { ...current, props: next };
    version = m.toVersion;
    stepped = true;
  }
  // No step ran (the block is current): children marked by an earlier read are retried from their own version.
  if (stepped) return current;
  const props = { ...current.props };
  let changed = false;
  for (const name of slotEntries(props)) {
    const children = props[name] as Block[];
    if (!children.some((c) => JSON.stringify(c).includes(MIGRATION_MARK))) continue;
    props[name] = children.map((child) => migrateBlock(child, target, target, migrations, failures));
    changed = true;
  }
  return changed ? { ...current, props } : current;
}

/** A list of blocks stored at `from`, brought to `target` at every depth; failures are kept, marked and returned. */
export function migrateBlocks(
  blocks: Block[],
  from: number,
  migrations: readonly PageMigration[] = PAGE_MIGRATIONS,
  target = CURRENT_PAGE_SCHEMA_VERSION,
): { blocks: Block[]; failures: MigrationFailure[] } {
  const failures: MigrationFailure[] = [];
  if (from > target) return { blocks, failures };
  return { blocks: blocks.map((b) => migrateBlock(b, from, target, migrations, failures)), failures };
}

/** A page document (draft, scheduled, published or historical) brought to `target`, with what failed. */
export function migratePageDocumentReporting(
  doc: PageDocument,
  migrations: readonly PageMigration[] = PAGE_MIGRATIONS,
  target = CURRENT_PAGE_SCHEMA_VERSION,
): { doc: PageDocument; failures: MigrationFailure[] } {
  if (doc.schemaVersion > target) return { doc, failures: [] };
  let page: Omit<PageDocument, "blocks"> = (({ blocks: _b, ...rest }) => rest)(doc);
  for (const m of sorted(migrations))
    if (m.page && m.toVersion > doc.schemaVersion && m.toVersion <= target) page = { ...m.page(page), schemaVersion: m.toVersion };
  const { blocks, failures } = migrateBlocks(doc.blocks, doc.schemaVersion, migrations, target);
  return { doc: { ...page, schemaVersion: Math.max(doc.schemaVersion, target), blocks }, failures };
}

export function migratePageDocument(
  doc: PageDocument,
  migrations: readonly PageMigration[] = PAGE_MIGRATIONS,
  target = CURRENT_PAGE_SCHEMA_VERSION,
): PageDocument {
  return migratePageDocumentReporting(doc, migrations, target).doc;
}

/**
 * Written against the stored shape, never against a block's current schema (which moves on): a
 * migration must still read the documents of its own time after later changes.
 */
export const PAGE_MIGRATIONS: PageMigration[] = [
  {
    toVersion: 2,
    description: "keyFigures: an item's value becomes {zh, en}, since units differ by language (5 天 / 5 days)",
    blocks: {
      keyFigures: (props) => ({
        ...props,
        items: Array.isArray(props.items)
          ? props.items.map((item: unknown) => {
              const value = (item as { value?: unknown } | null)?.value;
              return typeof value === "string" ? { ...(item as object), value: { zh: value, en: value } } : item;
            })
          : props.items,
      }),
    },
  },
  {
    toVersion: 3,
    description: "mediaText: a picture of its own for phones (art direction, decision 208), empty for the same picture",
    blocks: {
      mediaText: (props) => ({ ...props, phoneImage: typeof props.phoneImage === "string" ? props.phoneImage : "" }),
    },
  },
];
