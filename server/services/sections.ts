import type { Kysely, Selectable, Transaction } from "kysely";
import { blocksByType } from "../../blocks/index";
import type { CurrentUser } from "../../schemas/account";
import type { Lang } from "../../schemas/lang";
import { type Block, CURRENT_PAGE_SCHEMA_VERSION, type PageDocument, SECTION_REF_TYPE, SectionRefPropsSchema } from "../../schemas/page";
import type { DocumentProblemInfo, SectionDetail, SectionSummary } from "../../schemas/page-admin";
import { migrateBlocks } from "../../schemas/page-migrations";
import type { Page, PageRequest } from "../../schemas/paging";
import { sectionDocument } from "../../schemas/section-versions";
import { mapBlocks, slotNames, walkBlocks } from "../../src/blocks/block-tree";
import { sanitizeBlocks } from "../../src/blocks/sanitize-props";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { sanitizeRichTextForStorage } from "../workers/sanitize-for-storage";
import { nicknames } from "./nicknames";
import { documentProblems, refuseWithProblems } from "./page-checks";
import { insertSectionVersionIn, type LiveSectionVersion, liveSectionVersions } from "./section-version-rows";

type Db = Kysely<Database> | Transaction<Database>;

/** The section ids a document places (anywhere in its tree). */
export function sectionRefsOf(blocks: Block[]): number[] {
  const ids: number[] = [];
  walkBlocks(blocks, (b) => {
    if (b.type !== SECTION_REF_TYPE) return;
    const parsed = SectionRefPropsSchema.safeParse(b.props);
    if (parsed.success) ids.push(parsed.data.sectionId);
  });
  return ids;
}

/**
 * A section's stored block brought to the current schema version at every depth (decision 140): one a
 * migration fails on is kept, marked, and so hidden from visitors and shown to editors as needing attention.
 */
export function currentSectionBlock(row: { block: string; schemaVersion: number }): Block {
  return migrateBlocks([JSON.parse(row.block) as Block], Number(row.schemaVersion)).blocks[0] as Block;
}

/**
 * Replaces every section reference with the section's current block (keeping the reference's id and
 * anchor). A reference to a section that no longer exists is dropped. `doc` must be at the current
 * schema version already (the sections' blocks are brought there before they are placed).
 */
export async function resolveSectionRefs(db: Db, doc: PageDocument): Promise<PageDocument> {
  const ids = [...new Set(sectionRefsOf(doc.blocks))];
  if (ids.length === 0) return doc;
  const rows = await db.selectFrom("pageSection").select(["id", "block", "schemaVersion"]).where("id", "in", ids).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), currentSectionBlock(r)]));
  const resolve = (blocks: Block[]): Block[] =>
    blocks.flatMap((b): Block[] => {
      if (b.type === SECTION_REF_TYPE) {
        const section = byId.get(Number(b.props.sectionId));
        if (!section) return [];
        const { anchor: _sectionsHaveNone, ...rest } = section;
        return [{ ...rest, id: b.id, ...(b.anchor ? { anchor: b.anchor } : {}) }];
      }
      const names = slotNames(blocksByType.get(b.type));
      if (names.length === 0) return [b];
      const props = { ...b.props };
      for (const name of names) if (Array.isArray(props[name])) props[name] = resolve(props[name] as Block[]);
      return [{ ...b, props }];
    });
  return { ...doc, blocks: resolve(doc.blocks) };
}

/** Which pages place each section: in their draft, their live version or a pending scheduled publication. */
export async function sectionUsage(db: Db): Promise<{ any: Map<number, Set<string>>; live: Map<number, Set<string>> }> {
  const any = new Map<number, Set<string>>();
  const live = new Map<number, Set<string>>();
  const add = (map: Map<number, Set<string>>, slug: string, json: string) => {
    if (!json.includes(SECTION_REF_TYPE)) return;
    for (const id of sectionRefsOf((JSON.parse(json) as PageDocument).blocks)) {
      if (!map.has(id)) map.set(id, new Set());
      map.get(id)?.add(slug);
    }
  };
  for (const p of await db.selectFrom("page").select(["slug", "draft"]).execute()) add(any, p.slug, p.draft);
  const latest = await db
    .selectFrom("pageVersion as v")
    .innerJoin(
      (eb) =>
        eb
          .selectFrom("pageVersion")
          .select(["pageSlug", (e) => e.fn.max("version").as("top")])
          .groupBy("pageSlug")
          .as("m"),
      (join) => join.onRef("m.pageSlug", "=", "v.pageSlug").onRef("m.top", "=", "v.version"),
    )
    .select(["v.pageSlug", "v.document"])
    .execute();
  for (const v of latest) {
    add(any, v.pageSlug, v.document);
    add(live, v.pageSlug, v.document);
  }
  for (const s of await db.selectFrom("pageSchedule").select(["pageSlug", "document"]).where("status", "=", "pending").execute())
    add(any, s.pageSlug, s.document);
  return { any, live };
}

/** A section's block as stored: one block, no section inside, rich text sanitized, no anchors (pages own anchors). */
function cleanSectionBlock(block: Block, lang: Lang): Block {
  const stripped = mapBlocks([block], ({ anchor: _anchor, ...b }) => b)[0] as Block;
  if (sectionRefsOf([stripped]).length > 0 || stripped.type === SECTION_REF_TYPE)
    throw new PortalError("invalidInput", serverT(lang)("editor:problems.sectionInSection"));
  return sanitizeBlocks([stripped], sanitizeRichTextForStorage)[0] as Block;
}

/** What keeps a section's block from going live, in the reader's language (the editor's own check). */
export function sectionProblems(db: Db, block: Block, lang: Lang): Promise<DocumentProblemInfo[]> {
  return documentProblems(db, sectionDocument(block), lang);
}

/** Refuses (000001, nothing written) a block that could not go live. */
export async function refuseInvalidSection(db: Db, block: Block, lang: Lang): Promise<void> {
  const problems = await sectionProblems(db, block, lang);
  if (problems.length > 0) refuseWithProblems(problems, lang);
}

type SectionRow = Selectable<Database["pageSection"]>;
/** The section's draft brought to the current schema version (decision 140). */
export const sectionDraftBlock = (row: Pick<SectionRow, "draft" | "draftSchemaVersion">) =>
  currentSectionBlock({ block: row.draft, schemaVersion: row.draftSchemaVersion });

function toSummary(
  row: SectionRow,
  names: Map<number, string>,
  usage: Map<number, Set<string>>,
  live: Map<number, LiveSectionVersion>,
): Omit<SectionDetail, "problems"> {
  const block = sectionDraftBlock(row);
  const liveBlock = currentSectionBlock(row);
  const published = live.get(Number(row.id));
  return {
    id: Number(row.id),
    name: row.name,
    type: block.type,
    revision: Number(row.revision),
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy == null ? null : (names.get(row.updatedBy) ?? null),
    usedBy: [...(usage.get(Number(row.id)) ?? [])].sort(),
    liveVersion: published?.version ?? 0,
    publishedAt: published?.publishedAt ?? row.createdAt,
    unpublishedChanges: JSON.stringify(block) !== JSON.stringify(liveBlock),
    block,
    liveBlock,
  };
}

export async function listSections(db: Db, req: PageRequest & { keyword?: string }): Promise<Page<SectionSummary>> {
  let q = db.selectFrom("pageSection");
  if (req.keyword) q = q.where("name", "like", `%${req.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  const total = Number((await q.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst())?.n ?? 0);
  const rows = await q
    .selectAll()
    .orderBy("name")
    .orderBy("id")
    .limit(req.pageSize)
    .offset((req.pageNum - 1) * req.pageSize)
    .execute();
  const names = await nicknames(
    db,
    rows.map((r) => r.updatedBy),
  );
  const { any } = await sectionUsage(db);
  const live = await liveSectionVersions(
    db,
    rows.map((r) => Number(r.id)),
  );
  return {
    list: rows.map((r) => {
      const { block: _block, liveBlock: _liveBlock, ...summary } = toSummary(r, names, any, live);
      return summary;
    }),
    total,
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

/** A section for its editor: the draft, the live block, and what keeps the draft from going live. */
export async function getSection(db: Db, id: number, lang: Lang): Promise<SectionDetail> {
  const row = await db.selectFrom("pageSection").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  const { any } = await sectionUsage(db);
  const detail = toSummary(row, await nicknames(db, [row.updatedBy]), any, await liveSectionVersions(db, [id]));
  return { ...detail, problems: await sectionProblems(db, detail.block, lang) };
}

/**
 * A new section is published at once as its version 1: it comes from a block of a page being edited,
 * and no live page places it yet, so nothing a visitor sees changes.
 */
export async function createSection(
  db: Kysely<Database>,
  input: { name: string; block: Block },
  actor: CurrentUser,
  lang: Lang,
): Promise<SectionDetail> {
  const id = await db.transaction().execute(async (trx) => {
    const block = cleanSectionBlock(input.block, lang);
    await refuseInvalidSection(trx, block, lang);
    const json = JSON.stringify(block);
    const now = new Date().toISOString();
    const row = await trx
      .insertInto("pageSection")
      .values({
        name: input.name,
        block: json,
        schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
        draft: json,
        draftSchemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
        revision: 1,
        createdAt: now,
        updatedAt: now,
        updatedBy: actor.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await insertSectionVersionIn(trx, { id: Number(row.id), name: input.name, json }, actor, now);
    await recordAudit(trx, {
      actorId: actor.id,
      action: "create",
      entity: "section",
      entityId: row.id,
      summary: { name: input.name, type: block.type },
    });
    return Number(row.id);
  });
  return getSection(db, id, lang);
}

/**
 * Saves a section's draft over the revision the editor started from (000006 otherwise). Pages go on
 * showing the published block until the section is published; a draft may have problems (they come back).
 */
export async function saveSection(
  db: Kysely<Database>,
  input: { id: number; revision: number; name: string; block: Block },
  actor: CurrentUser,
  lang: Lang,
): Promise<SectionDetail> {
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("pageSection").select(["revision"]).where("id", "=", input.id).executeTakeFirst();
    if (!current) throw new PortalError("notFound");
    const block = cleanSectionBlock(input.block, lang);
    const updated = await trx
      .updateTable("pageSection")
      .set({
        name: input.name,
        draft: JSON.stringify(block),
        draftSchemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
        revision: input.revision + 1,
        updatedAt: new Date().toISOString(),
        updatedBy: actor.id,
      })
      .where("id", "=", input.id)
      .where("revision", "=", input.revision)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) await sectionConflict(trx, input.id, lang);
    await recordAudit(trx, {
      actorId: actor.id,
      action: "edit",
      entity: "section",
      entityId: input.id,
      summary: { name: input.name, type: block.type },
    });
  });
  return getSection(db, input.id, lang);
}

/** 000006 with the newer draft's revision and who saved it. */
export async function sectionConflict(db: Db, id: number, lang: Lang): Promise<never> {
  const current = await db.selectFrom("pageSection").select(["revision", "updatedAt", "updatedBy"]).where("id", "=", id).executeTakeFirst();
  if (!current) throw new PortalError("notFound");
  const names = await nicknames(db, [current.updatedBy]);
  throw new PortalError("conflict", serverT(lang)("editor:conflict.section"), {
    revision: Number(current.revision),
    draftUpdatedAt: current.updatedAt,
    draftUpdatedBy: current.updatedBy == null ? null : (names.get(current.updatedBy) ?? null),
  });
}

/** Deletes a section no page places (000006 naming the pages otherwise). */
export async function deleteSection(db: Kysely<Database>, id: number, actor: CurrentUser, lang: Lang): Promise<null> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("pageSection").select(["name"]).where("id", "=", id).executeTakeFirst();
    if (!row) throw new PortalError("notFound");
    const usedBy = [...((await sectionUsage(trx)).any.get(id) ?? [])].sort();
    if (usedBy.length > 0)
      throw new PortalError("conflict", serverT(lang)("editor:conflict.sectionInUse", { pages: usedBy.join(", ") }), { usedBy });
    await trx.deleteFrom("pageSectionVersion").where("sectionId", "=", id).execute();
    await trx.deleteFrom("pageSection").where("id", "=", id).execute();
    await recordAudit(trx, { actorId: actor.id, action: "delete", entity: "section", entityId: id, summary: { name: row.name } });
  });
  return null;
}
