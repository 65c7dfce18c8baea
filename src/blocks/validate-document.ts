import { blocksByType } from "../../blocks/index";
import {
  type Block,
  CURRENT_PAGE_SCHEMA_VERSION,
  MAX_BLOCK_DEPTH,
  type PageDocument,
  SECTION_REF_TYPE,
  SectionRefPropsSchema,
} from "../../schemas/page";
import { migrationMarkOf } from "../../schemas/page-migrations";
import { walkBlocks } from "./block-tree";
import { type ValidateOptions, validateBlocks } from "./validate-blocks";

/** One reason a document may not be published; `blockId` null for the page itself. */
export interface DocumentProblem {
  blockId: string | null;
  type: string | null;
  /** The prop (dotted path) at fault, or `id`, `anchor`, `type`, `schemaVersion`. */
  path: string;
  message: string;
}

export interface DocumentCheckOptions extends ValidateOptions {
  /** Translates `editor:`-prefixed keys (schema messages and the checks below). */
  t: (key: string, values?: Record<string, unknown>) => string;
  /** Ids of the reusable sections that exist; when given, references to others are problems. */
  sectionIds?: ReadonlySet<number>;
}

const translated = (message: string, t: DocumentCheckOptions["t"]) => (/^[a-z]+:[\w.]+$/.test(message) ? t(message) : message);

/**
 * Everything that keeps a page from being published: a document newer than this code, blocks nested
 * too deep, duplicate block ids or anchors, unknown types, props that fail their registration
 * (all the way into layout blocks), and references to sections that do not exist.
 */
export function checkPageDocument(doc: PageDocument, o: DocumentCheckOptions, registry = blocksByType): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  if (doc.schemaVersion > CURRENT_PAGE_SCHEMA_VERSION) {
    problems.push({
      blockId: null,
      type: null,
      path: "schemaVersion",
      message: o.t("editor:problems.newerSchema", { version: doc.schemaVersion, current: CURRENT_PAGE_SCHEMA_VERSION }),
    });
    return problems;
  }
  const ids = new Set<string>();
  const anchors = new Set<string>();
  const refs: Block[] = [];
  walkBlocks(
    doc.blocks,
    (block, depth) => {
      if (depth === MAX_BLOCK_DEPTH + 1)
        problems.push({
          blockId: block.id,
          type: block.type,
          path: "type",
          message: o.t("editor:problems.tooDeep", { max: MAX_BLOCK_DEPTH }),
        });
      if (ids.has(block.id))
        problems.push({ blockId: block.id, type: block.type, path: "id", message: o.t("editor:problems.duplicateId") });
      ids.add(block.id);
      if (block.anchor) {
        if (anchors.has(block.anchor))
          problems.push({
            blockId: block.id,
            type: block.type,
            path: "anchor",
            message: o.t("editor:problems.duplicateAnchor", { anchor: block.anchor }),
          });
        anchors.add(block.anchor);
      }
      if (block.type === SECTION_REF_TYPE) refs.push(block);
      const mark = migrationMarkOf(block);
      if (mark)
        problems.push({
          blockId: block.id,
          type: block.type,
          path: "type",
          message: o.t("editor:problems.needsMigration"),
        });
    },
    registry,
  );

  for (const ref of refs) {
    const parsed = SectionRefPropsSchema.safeParse(ref.props);
    if (!parsed.success || (o.sectionIds && !o.sectionIds.has(parsed.data.sectionId)))
      problems.push({ blockId: ref.id, type: ref.type, path: "sectionId", message: o.t("editor:problems.sectionMissing") });
  }

  const { problems: blockProblems } = validateBlocks(doc.blocks, registry, o);
  for (const p of blockProblems) {
    if (p.reason === "unknownType" && p.type === SECTION_REF_TYPE) continue;
    if (p.reason === "needsMigration") continue; // reported above, in the editor's words
    for (const issue of p.issues)
      problems.push({
        blockId: p.blockId,
        type: p.type,
        path: issue.path,
        message: p.reason === "unknownType" ? o.t("editor:problems.unknownType", { type: p.type }) : translated(issue.message, o.t),
      });
  }
  return problems;
}
