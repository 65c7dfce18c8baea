import type { BlockRegistration, FieldHint } from "../../blocks/define-block";
import { blocksByType } from "../../blocks/index";
import type { Lang } from "../../schemas/lang";
import type { LocalizedText } from "../../schemas/localize-text";
import type { Block, PageDocument } from "../../schemas/page";
import { slotNames } from "../blocks/block-tree";
import { canonicalHtml, excerptPair, richTextAsText } from "./diff-text";
import { rootProps } from "./document-data";

/**
 * Two page documents compared block by block (issue 22, decision 193). Blocks are matched by id,
 * wherever they are in the tree; a block is added, removed, moved (to another column or layout, or
 * out of order among the blocks that stayed in its column) and/or changed (field by field, each
 * language of a bilingual text on its own). The page's settings are compared as the editor's root
 * fields. Values come out as the comparison shows them: rich text as its words, long texts cut to
 * the part that changed.
 */

/** A block as the comparison names it: its type (the registry gives the label) and a title to tell it apart. */
export interface BlockSummary {
  id: string;
  type: string;
  /** Its heading (or first text), already plain and short; null when it has none. */
  title: LocalizedText | null;
}

/** Where a block is: its layout block and column (null: on the page itself), and its position there (0 first). */
export interface BlockPlace {
  parent: BlockSummary | null;
  slot: string | null;
  index: number;
}

export interface FieldChange {
  /** The prop's path without the language: `["heading"]`, `["items", "1", "label"]`, `["anchor"]`. */
  path: string[];
  /** The language of a bilingual text; null for a value that has none (a select, a number, an image). */
  lang: Lang | null;
  /** The values as shown ("" when empty or absent). */
  before: string;
  after: string;
  /** Rich text whose words are the same on both sides: only its formatting (or an image in it) changed. */
  formattingOnly?: true;
}

export interface PlacedBlock {
  block: BlockSummary;
  place: BlockPlace;
}

export interface VersionDiff {
  /** The page's settings (title, SEO texts, indexing, source); paths name the root fields (`pageTitle`…). */
  page: FieldChange[];
  /** In the newer document's order. */
  added: PlacedBlock[];
  /** In the older document's order. */
  removed: PlacedBlock[];
  /** In the newer document's order. */
  moved: Array<{ block: BlockSummary; from: BlockPlace; to: BlockPlace }>;
  /** In the newer document's order; only blocks with at least one changed field. */
  changed: Array<{ block: BlockSummary; fields: FieldChange[] }>;
}

type Registry = ReadonlyMap<string, BlockRegistration>;

/** The field hint of a prop path (descending into lists); undefined for a path the registration does not describe. */
export function hintAt(fields: Record<string, FieldHint> | undefined, path: readonly string[]): FieldHint | undefined {
  let hints = fields;
  let hint: FieldHint | undefined;
  for (const part of path) {
    if (/^\d+$/.test(part)) continue;
    hint = hints?.[part];
    if (!hint) return undefined;
    hints = typeof hint.kind === "object" && "list" in hint.kind ? hint.kind.list : undefined;
  }
  return hint;
}

const TITLE_MAX = 60;

function shortText(text: string): string {
  const plain = richTextAsText(text);
  const line = plain.split("\n")[0] ?? "";
  const chars = Array.from(line);
  return chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX).join("")}…` : line;
}

function isLocalizedText(value: unknown): value is LocalizedText {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as LocalizedText).zh === "string" &&
    typeof (value as LocalizedText).en === "string"
  );
}

/** The block's heading, else its first bilingual text (in field order) that is not empty. */
function blockTitle(block: Block, registry: Registry): LocalizedText | null {
  const fields = registry.get(block.type)?.fields ?? {};
  const names = ["heading", ...Object.keys(fields).filter((n) => n !== "heading")];
  for (const name of names) {
    const value = block.props[name];
    if (!isLocalizedText(value) || (value.zh.trim() === "" && value.en.trim() === "")) continue;
    return { zh: shortText(value.zh), en: shortText(value.en) };
  }
  return null;
}

interface Entry {
  block: Block;
  summary: BlockSummary;
  place: BlockPlace;
  /** The parent's key and the column: blocks in the same container keep their order or moved. */
  container: string;
  /** Position in the whole document (depth first), for listing in document order. */
  order: number;
}

/** Every block of a document by key (its id; a repeated id gets `#2`, `#3`… so no block is lost). */
function indexBlocks(blocks: Block[], registry: Registry): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  const walk = (list: Block[], parent: { key: string; summary: BlockSummary } | null, slot: string | null) => {
    list.forEach((block, index) => {
      let key = block.id;
      for (let n = 2; entries.has(key); n++) key = `${block.id}#${n}`;
      const summary: BlockSummary = { id: block.id, type: block.type, title: blockTitle(block, registry) };
      entries.set(key, {
        block,
        summary,
        place: { parent: parent?.summary ?? null, slot, index },
        container: parent ? `${parent.key}\u0000${slot}` : "",
        order: entries.size,
      });
      for (const name of slotNames(registry.get(block.type))) {
        const children = block.props[name];
        if (Array.isArray(children)) walk(children as Block[], { key, summary }, name);
      }
    });
  };
  walk(blocks, null, null);
  return entries;
}

/** The keys of `a` that are part of a longest common subsequence with `b`; ties keep `a`'s earlier items. */
function longestCommon(a: string[], b: string[]): Set<string> {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint16Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * cols + j] =
        a[i] === b[j] ? (table[(i + 1) * cols + j + 1] ?? 0) + 1 : Math.max(table[(i + 1) * cols + j] ?? 0, table[i * cols + j + 1] ?? 0);
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(a[i] as string);
      i++;
      j++;
    } else if ((table[i * cols + j + 1] ?? 0) >= (table[(i + 1) * cols + j] ?? 0)) j++;
    else i++;
  }
  return kept;
}

type Leaf = { path: string[]; value: unknown };

/** Every value of a prop tree by path (lists by index); an empty list or object leaves nothing. */
function leaves(value: unknown, path: string[], out: Map<string, Leaf>): void {
  // (A list's entries are its indexes.)
  if (typeof value === "object" && value !== null) for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out);
  else out.set(path.join("\u0000"), { path, value });
}

function asText(value: unknown): string {
  return value === undefined || value === null ? "" : String(value);
}

/**
 * The fields that differ between two prop objects (`skip`: props compared elsewhere, a layout's
 * columns). Paths keep the order of the newer props, with fields only the older one has after them.
 */
function compareFields(
  before: object,
  after: object,
  fields: Record<string, FieldHint> | undefined,
  skip: ReadonlySet<string> = new Set(),
): FieldChange[] {
  const a = new Map<string, Leaf>();
  const b = new Map<string, Leaf>();
  for (const [k, v] of Object.entries(before)) if (!skip.has(k)) leaves(v, [k], a);
  for (const [k, v] of Object.entries(after)) if (!skip.has(k)) leaves(v, [k], b);
  const changes: FieldChange[] = [];
  for (const key of new Set([...b.keys(), ...a.keys()])) {
    const leaf = (b.get(key) ?? a.get(key)) as Leaf;
    const old = asText(a.get(key)?.value);
    const now = asText(b.get(key)?.value);
    if (old === now) continue;
    const last = leaf.path.at(-1);
    const lang = last === "zh" || last === "en" ? last : null;
    const path = lang ? leaf.path.slice(0, -1) : leaf.path;
    const rich = hintAt(fields, path)?.kind === "localizedRichText";
    if (rich && canonicalHtml(old) === canonicalHtml(now)) continue;
    const [shownBefore, shownAfter] = rich ? [richTextAsText(old), richTextAsText(now)] : [old, now];
    const [cutBefore, cutAfter] = excerptPair(shownBefore, shownAfter);
    changes.push({
      path,
      lang,
      before: cutBefore,
      after: cutAfter,
      ...(rich && shownBefore === shownAfter ? { formattingOnly: true as const } : {}),
    });
  }
  // Fields in the registration's order (sort is stable: the newer props' own order within one field).
  const order = Object.keys(fields ?? {});
  const rank = (c: FieldChange) => {
    const i = order.indexOf(c.path[0] ?? "");
    return i === -1 ? order.length : i;
  };
  return changes.sort((x, y) => rank(x) - rank(y));
}

/** The block's own values: its props (without child blocks) and its anchor. */
function ownValues(block: Block): Record<string, unknown> {
  return { ...block.props, anchor: block.anchor ?? "" };
}

/** What changed from `before` to `after` (an older version to a newer one, or a version to the draft). */
export function diffDocuments(before: PageDocument, after: PageDocument, registry: Registry = blocksByType): VersionDiff {
  const old = indexBlocks(before.blocks, registry);
  const now = indexBlocks(after.blocks, registry);
  // The same block: the same id (a block whose type changed under its id counts as removed and added).
  const same = (key: string) => old.has(key) && old.get(key)?.block.type === now.get(key)?.block.type;
  const placed = ([, e]: [string, Entry]): PlacedBlock => ({ block: e.summary, place: e.place });

  const added = [...now].filter(([key]) => !same(key)).map(placed);
  const removed = [...old].filter(([key]) => !same(key)).map(placed);
  // In the newer document's order (a Map keeps the walk's order).
  const kept = [...now.keys()].filter(same);
  const moved = new Set(kept.filter((key) => old.get(key)?.container !== now.get(key)?.container));
  // In each container, the blocks that stayed there and are out of order among themselves.
  const containers = new Map<string, string[]>();
  for (const key of kept)
    if (!moved.has(key)) {
      const c = now.get(key)?.container ?? "";
      containers.set(c, [...(containers.get(c) ?? []), key]);
    }
  for (const keys of containers.values()) {
    const inOld = [...keys].sort((x, y) => (old.get(x)?.order ?? 0) - (old.get(y)?.order ?? 0));
    const inOrder = longestCommon(inOld, keys);
    for (const key of keys) if (!inOrder.has(key)) moved.add(key);
  }

  const both = (key: string) => [old.get(key) as Entry, now.get(key) as Entry] as const;
  return {
    // The settings in the editor's root fields (a missing SEO image and an empty one are the same).
    page: compareFields(rootProps(before), rootProps(after), undefined),
    added,
    removed,
    moved: kept
      .filter((key) => moved.has(key))
      .map(both)
      .map(([o, n]) => ({ block: n.summary, from: o.place, to: n.place })),
    changed: kept.flatMap((key) => {
      const [o, n] = both(key);
      const registration = registry.get(n.block.type);
      const fields = compareFields(ownValues(o.block), ownValues(n.block), registration?.fields, new Set(slotNames(registration)));
      return fields.length ? [{ block: n.summary, fields }] : [];
    }),
  };
}

/** Whether two documents compare the same. */
export function isSameDocument(diff: VersionDiff): boolean {
  return !diff.page.length && !diff.added.length && !diff.removed.length && !diff.moved.length && !diff.changed.length;
}
