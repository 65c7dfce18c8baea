import type { Kysely, Transaction } from "kysely";
import type { CurrentUser } from "../../schemas/account";
import type { Lang } from "../../schemas/lang";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schemas/page";
import type { Page, PageRequest } from "../../schemas/paging";
import type { SectionPublishResult, SectionVersionDetail, SectionVersionSummary } from "../../schemas/section-versions";
import { recordAudit } from "../audit/audit-log";
import { pageTag, touchContent } from "../content/content-revision";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { insertSectionVersionIn } from "./section-version-rows";
import { currentSectionBlock, refuseInvalidSection, sectionConflict, sectionDraftBlock, sectionUsage } from "./sections";

type Db = Kysely<Database> | Transaction<Database>;

/** Makes `json` the section's live block as its next version, and tells the cache of every live page placing it. */
async function goLive(trx: Transaction<Database>, section: { id: number; name: string; json: string }, actor: CurrentUser) {
  const now = new Date().toISOString();
  await trx
    .updateTable("pageSection")
    .set({ block: section.json, schemaVersion: CURRENT_PAGE_SCHEMA_VERSION })
    .where("id", "=", section.id)
    .execute();
  const published = await insertSectionVersionIn(trx, section, actor, now);
  const { live } = await sectionUsage(trx);
  await touchContent(trx, [...(live.get(section.id) ?? [])].map(pageTag));
  return published;
}

/**
 * Publishes the section's draft at `revision` (000006 if someone saved since): checked like a page
 * (000001 with the problems), it becomes what every page placing the section shows, at once.
 */
export async function publishSection(
  db: Kysely<Database>,
  input: { id: number; revision: number },
  actor: CurrentUser,
  lang: Lang,
): Promise<SectionPublishResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("pageSection").selectAll().where("id", "=", input.id).executeTakeFirst();
    if (!row) throw new PortalError("notFound");
    if (Number(row.revision) !== input.revision) return sectionConflict(trx, input.id, lang);
    // Published as the editor saw it: brought to the current schema (decision 140).
    const block = sectionDraftBlock(row);
    await refuseInvalidSection(trx, block, lang);
    const json = JSON.stringify(block);
    if (json !== row.draft || Number(row.draftSchemaVersion) !== CURRENT_PAGE_SCHEMA_VERSION)
      await trx
        .updateTable("pageSection")
        .set({ draft: json, draftSchemaVersion: CURRENT_PAGE_SCHEMA_VERSION })
        .where("id", "=", input.id)
        .execute();
    const { version, publishedAt } = await goLive(trx, { id: input.id, name: row.name, json }, actor);
    await recordAudit(trx, { actorId: actor.id, action: "publish", entity: "section", entityId: input.id, summary: { version } });
    return { version, revision: input.revision, publishedAt };
  });
}

export async function listSectionVersions(db: Db, req: PageRequest & { id: number }): Promise<Page<SectionVersionSummary>> {
  const exists = await db.selectFrom("pageSection").select("id").where("id", "=", req.id).executeTakeFirst();
  if (!exists) throw new PortalError("notFound");
  const base = db.selectFrom("pageSectionVersion").where("sectionId", "=", req.id);
  const total = Number((await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst())?.n ?? 0);
  const top = Number((await base.select((eb) => eb.fn.max("version").as("top")).executeTakeFirst())?.top ?? 0);
  const rows = await base
    .select(["version", "name", "publishedAt", "publishedBy"])
    .orderBy("version", "desc")
    .limit(req.pageSize)
    .offset((req.pageNum - 1) * req.pageSize)
    .execute();
  return {
    list: rows.map((r) => ({
      version: Number(r.version),
      name: r.name,
      publishedAt: r.publishedAt,
      publishedBy: r.publishedBy,
      live: Number(r.version) === top,
    })),
    total,
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

/** One earlier version of a section, its block at the current schema version, for preview. */
export async function getSectionVersion(db: Db, id: number, version: number): Promise<SectionVersionDetail> {
  const row = await db
    .selectFrom("pageSectionVersion")
    .selectAll()
    .where("sectionId", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  const top = await db
    .selectFrom("pageSectionVersion")
    .select((eb) => eb.fn.max("version").as("top"))
    .where("sectionId", "=", id)
    .executeTakeFirst();
  return {
    version: Number(row.version),
    name: row.name,
    publishedAt: row.publishedAt,
    publishedBy: row.publishedBy,
    live: Number(top?.top) === Number(row.version),
    block: currentSectionBlock(row),
  };
}

/**
 * Publishes an earlier version again, as the next version, and makes it the draft (over the revision
 * the editor started from). It is checked like any publication: blocks may have changed since.
 */
export async function restoreSectionVersion(
  db: Kysely<Database>,
  input: { id: number; version: number; revision: number },
  actor: CurrentUser,
  lang: Lang,
): Promise<SectionPublishResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("pageSection").select(["name", "revision"]).where("id", "=", input.id).executeTakeFirst();
    if (!row) throw new PortalError("notFound");
    if (Number(row.revision) !== input.revision) return sectionConflict(trx, input.id, lang);
    const { block } = await getSectionVersion(trx, input.id, input.version);
    await refuseInvalidSection(trx, block, lang);
    const json = JSON.stringify(block);
    const revision = input.revision + 1;
    await trx
      .updateTable("pageSection")
      .set({
        draft: json,
        draftSchemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
        revision,
        updatedAt: new Date().toISOString(),
        updatedBy: actor.id,
      })
      .where("id", "=", input.id)
      .execute();
    const { version, publishedAt } = await goLive(trx, { id: input.id, name: row.name, json }, actor);
    await recordAudit(trx, {
      actorId: actor.id,
      action: "restore",
      entity: "section",
      entityId: input.id,
      summary: { from: input.version, version },
    });
    return { version, revision, publishedAt };
  });
}
