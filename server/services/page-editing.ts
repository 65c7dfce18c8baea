import type { Kysely, Transaction } from "kysely";
import type { CurrentUser } from "../../schemas/account";
import type { Lang } from "../../schemas/lang";
import { CURRENT_PAGE_SCHEMA_VERSION, type PageDocument, SECTION_REF_TYPE } from "../../schemas/page";
import {
  type AdminPageDetail,
  type AdminPageSummary,
  FIXED_PAGE_PATHS,
  type PAGE_SORTS,
  type PageVersionSummary,
  type PublishResult,
  publicPathOf,
  type SaveDraftResult,
} from "../../schemas/page-admin";
import { migratePageDocument } from "../../schemas/page-migrations";
import type { Page, PageRequest } from "../../schemas/paging";
import { recordAudit, recordSessionEdit } from "../audit/audit-log";
import { pageTag, touchContent } from "../content/content-revision";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { nicknames } from "./nicknames";
import { documentProblems, refuseNewerSchema, refuseWithProblems } from "./page-checks";
import { cancelPendingSchedules, localDateTime, serverTimeZone } from "./page-schedule";
import { cleanDocument, insertVersionIn, publishPageIn } from "./pages";
import { pageVersionSections } from "./section-version-rows";
import { sectionRefsOf } from "./sections";

type Db = Kysely<Database> | Transaction<Database>;

const publisher = (actor: CurrentUser) => ({ id: actor.id, name: actor.nickname });

/** 000006 with the newer draft's revision and who saved it (the editor shows a warning, never overwrites). */
async function conflict(db: Db, slug: string, lang: Lang): Promise<never> {
  const row = await db
    .selectFrom("page")
    .select(["draftRevision", "draftUpdatedAt", "draftUpdatedBy"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  const names = await nicknames(db, [row.draftUpdatedBy]);
  throw new PortalError("conflict", serverT(lang)("editor:conflict.draft"), {
    revision: Number(row.draftRevision),
    draftUpdatedAt: row.draftUpdatedAt,
    draftUpdatedBy: row.draftUpdatedBy == null ? null : (names.get(row.draftUpdatedBy) ?? null),
  });
}

async function pageRow(db: Db, slug: string) {
  const row = await db.selectFrom("page").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  return row;
}

/** The highest version of each page (or of the pages named). */
async function latestVersions(db: Db, slugs?: string[]) {
  let q = db
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
    .select(["v.pageSlug", "v.version", "v.document", "v.publishedAt", "v.publishedBy"]);
  if (slugs) q = q.where("v.pageSlug", "in", slugs.length ? slugs : [""]);
  return new Map((await q.execute()).map((v) => [v.pageSlug, v]));
}

/** Pages whose latest schedule failed, with when. */
async function failedSchedules(db: Db) {
  const latest = await db
    .selectFrom("pageSchedule as s")
    .innerJoin(
      (eb) =>
        eb
          .selectFrom("pageSchedule")
          .select(["pageSlug", (e) => e.fn.max("id").as("top")])
          .groupBy("pageSlug")
          .as("m"),
      (join) => join.onRef("m.pageSlug", "=", "s.pageSlug").onRef("m.top", "=", "s.id"),
    )
    .select(["s.pageSlug", "s.finishedAt"])
    .where("s.status", "=", "failed")
    .execute();
  return new Map(latest.map((r) => [r.pageSlug, r.finishedAt ?? ""]));
}

async function pendingSchedules(db: Db) {
  const rows = await db.selectFrom("pageSchedule").select(["pageSlug", "publishAt"]).where("status", "=", "pending").execute();
  return new Map(rows.map((r) => [r.pageSlug, r.publishAt]));
}

async function summaries(db: Db, slugs?: string[]): Promise<AdminPageSummary[]> {
  let q = db.selectFrom("page").selectAll();
  if (slugs) q = q.where("slug", "in", slugs.length ? slugs : [""]);
  const pages = await q.execute();
  const [versions, schedules, failures, names] = await Promise.all([
    latestVersions(db, slugs),
    pendingSchedules(db),
    failedSchedules(db),
    nicknames(
      db,
      pages.map((p) => p.draftUpdatedBy),
    ),
  ]);
  return pages.map((p) => {
    const live = versions.get(p.slug);
    const draft = JSON.parse(p.draft) as PageDocument;
    const scheduledAt = schedules.get(p.slug) ?? null;
    const failedAt = failures.get(p.slug);
    return {
      slug: p.slug,
      title: draft.title,
      publicPath: publicPathOf(p.slug),
      fixed: p.slug in FIXED_PAGE_PATHS,
      revision: Number(p.draftRevision),
      draftUpdatedAt: p.draftUpdatedAt,
      draftUpdatedBy: p.draftUpdatedBy == null ? null : (names.get(p.draftUpdatedBy) ?? null),
      publishedVersion: live ? Number(live.version) : null,
      publishedAt: live?.publishedAt ?? null,
      publishedBy: live?.publishedBy ?? null,
      unpublishedChanges: !live || live.document !== p.draft,
      scheduledAt,
      scheduledAtLocal: scheduledAt ? localDateTime(new Date(scheduledAt)) : null,
      // Until the page is published again.
      scheduleFailedAt: failedAt !== undefined && !(live?.publishedAt && live.publishedAt > failedAt) ? failedAt : null,
    };
  });
}

const SORTS: Record<(typeof PAGE_SORTS)[number], (a: AdminPageSummary, b: AdminPageSummary) => number> = {
  updated: (a, b) => b.draftUpdatedAt.localeCompare(a.draftUpdatedAt),
  slug: (a, b) => a.slug.localeCompare(b.slug),
  published: (a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""),
  scheduled: (a, b) => (a.scheduledAt ?? "\uffff").localeCompare(b.scheduledAt ?? "\uffff"),
};

/** Every page (a site has tens, not thousands: filtered, sorted and paged in memory). */
export async function listPages(
  db: Db,
  req: PageRequest & { keyword?: string; sort: (typeof PAGE_SORTS)[number] },
): Promise<Page<AdminPageSummary>> {
  const k = req.keyword?.toLowerCase();
  const all = (await summaries(db))
    .filter((p) => !k || [p.slug, p.title.zh, p.title.en].some((v) => v.toLowerCase().includes(k)))
    .sort((a, b) => SORTS[req.sort](a, b) || a.slug.localeCompare(b.slug));
  const start = (req.pageNum - 1) * req.pageSize;
  return { list: all.slice(start, start + req.pageSize), total: all.length, pageNum: req.pageNum, pageSize: req.pageSize };
}

export async function getPageForEditor(db: Db, slug: string, lang: Lang): Promise<AdminPageDetail> {
  const row = await pageRow(db, slug);
  const [summary] = await summaries(db, [slug]);
  const stored = JSON.parse(row.draft) as PageDocument;
  refuseNewerSchema(stored, CURRENT_PAGE_SCHEMA_VERSION, lang);
  const document = migratePageDocument(stored);
  const failed = await db
    .selectFrom("pageSchedule")
    .select(["finishedAt", "error"])
    .where("pageSlug", "=", slug)
    .where("status", "=", "failed")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return {
    ...(summary as AdminPageSummary),
    document,
    problems: await documentProblems(db, document, lang),
    serverTimeZone: serverTimeZone(),
    scheduleFailure: failed
      ? { at: failed.finishedAt ?? "", problems: (JSON.parse(failed.error) as Record<Lang, never[]>)[lang] ?? [] }
      : null,
  };
}

export async function createPage(
  db: Kysely<Database>,
  input: { slug: string; title: PageDocument["title"] },
  actor: CurrentUser,
  lang: Lang,
): Promise<AdminPageDetail> {
  await db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom("page").select("id").where("slug", "=", input.slug).executeTakeFirst();
    if (taken || input.slug in FIXED_PAGE_PATHS)
      throw new PortalError("conflict", serverT(lang)("editor:conflict.slugTaken", { slug: input.slug }));
    const { json } = cleanDocument({
      schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
      slug: input.slug,
      title: input.title,
      seo: { description: { zh: "", en: "" }, keywords: { zh: "", en: "" } },
      blocks: [],
    });
    const now = new Date().toISOString();
    await trx
      .insertInto("page")
      .values({ slug: input.slug, draft: json, draftUpdatedAt: now, createdAt: now, draftUpdatedBy: actor.id })
      .execute();
    await recordAudit(trx, { actorId: actor.id, action: "create", entity: "page", entityId: input.slug, summary: { title: input.title } });
  });
  return getPageForEditor(db, input.slug, lang);
}

/**
 * Stores the editor's draft over the revision it started from: a draft saved meanwhile by someone else
 * is never overwritten (000006 with their revision). Invalid blocks may be saved (it is a draft) and
 * come back as `problems`; a document newer than this code is refused.
 */
export async function saveDraft(
  db: Kysely<Database>,
  input: { slug: string; revision: number; document: PageDocument },
  actor: CurrentUser,
  lang: Lang,
): Promise<SaveDraftResult> {
  if (input.document.slug !== input.slug) throw new PortalError("invalidInput", serverT(lang)("editor:problems.slugMismatch"));
  refuseNewerSchema(input.document, CURRENT_PAGE_SCHEMA_VERSION, lang);
  const { doc, json } = cleanDocument(input.document);
  return db.transaction().execute(async (trx) => {
    const row = await pageRow(trx, input.slug);
    if (Number(row.draftRevision) !== input.revision) return conflict(trx, input.slug, lang);
    let revision = input.revision;
    let updatedAt = row.draftUpdatedAt;
    if (row.draft !== json) {
      updatedAt = new Date().toISOString();
      const updated = await trx
        .updateTable("page")
        .set({ draft: json, draftUpdatedAt: updatedAt, draftUpdatedBy: actor.id, draftRevision: input.revision + 1 })
        .where("slug", "=", input.slug)
        .where("draftRevision", "=", input.revision)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return conflict(trx, input.slug, lang);
      revision = input.revision + 1;
      await recordSessionEdit(trx, { actorId: actor.id, action: "edit", entity: "page", entityId: input.slug });
    }
    return { revision, draftUpdatedAt: updatedAt, problems: await documentProblems(trx, doc, lang) };
  });
}

/**
 * Makes the draft at `revision` the live version, atomically, after checking it the way the editor
 * does (every block against its registration, unique ids and anchors, sections that exist). Any
 * pending scheduled publication of the page is cancelled: the live page has moved on.
 */
export async function publishDraft(
  db: Kysely<Database>,
  input: { slug: string; revision: number },
  actor: CurrentUser,
  lang: Lang,
): Promise<PublishResult> {
  return db.transaction().execute(async (trx) => {
    const row = await pageRow(trx, input.slug);
    if (Number(row.draftRevision) !== input.revision) return conflict(trx, input.slug, lang);
    const stored = JSON.parse(row.draft) as PageDocument;
    refuseNewerSchema(stored, CURRENT_PAGE_SCHEMA_VERSION, lang);
    // Checked and published as the editor saw it: brought to the current schema at every depth.
    const { doc, json } = cleanDocument(migratePageDocument(stored));
    const problems = await documentProblems(trx, doc, lang);
    if (problems.length > 0) refuseWithProblems(problems, lang);
    // The upgraded draft is the same content: stored without moving the revision the editor holds.
    if (json !== row.draft) await trx.updateTable("page").set({ draft: json }).where("slug", "=", input.slug).execute();
    const { version, publishedAt } = await insertVersionIn(trx, input.slug, json, publisher(actor));
    await cancelPendingSchedules(trx, input.slug);
    await recordAudit(trx, { actorId: actor.id, action: "publish", entity: "page", entityId: input.slug, summary: { version } });
    return { version, revision: input.revision, publishedAt };
  });
}

export async function listVersions(db: Db, req: PageRequest & { slug: string }): Promise<Page<PageVersionSummary>> {
  await pageRow(db, req.slug);
  const base = db.selectFrom("pageVersion").where("pageSlug", "=", req.slug);
  const total = Number((await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .select(["version", "publishedAt", "publishedBy", "document", "sectionVersions"])
    .orderBy("version", "desc")
    .limit(req.pageSize)
    .offset((req.pageNum - 1) * req.pageSize)
    .execute();
  const top = rows.length && req.pageNum === 1 ? Number(rows[0]?.version) : null;
  const sections = await pageVersionSections(
    db,
    rows.map((r) => ({
      placed: r.document.includes(SECTION_REF_TYPE) ? sectionRefsOf((JSON.parse(r.document) as PageDocument).blocks) : [],
      recorded: r.sectionVersions,
    })),
  );
  return {
    list: rows.map((r, i) => ({
      version: Number(r.version),
      publishedAt: r.publishedAt,
      publishedBy: r.publishedBy,
      live: Number(r.version) === top,
      sections: sections[i] ?? [],
    })),
    total,
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

async function versionDocument(db: Db, slug: string, version: number, lang: Lang): Promise<PageDocument> {
  const row = await db
    .selectFrom("pageVersion")
    .select("document")
    .where("pageSlug", "=", slug)
    .where("version", "=", version)
    .executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  const doc = JSON.parse(row.document) as PageDocument;
  refuseNewerSchema(doc, CURRENT_PAGE_SCHEMA_VERSION, lang);
  return migratePageDocument(doc);
}

/** An earlier version, for preview. */
export const getVersion = (db: Db, slug: string, version: number, lang: Lang) => versionDocument(db, slug, version, lang);

/**
 * Publishes an earlier version again, as the next version, and makes it the draft (over the revision
 * the editor started from). It is checked like any publication: blocks may have changed since.
 */
export async function restoreVersion(
  db: Kysely<Database>,
  input: { slug: string; version: number; revision: number },
  actor: CurrentUser,
  lang: Lang,
): Promise<PublishResult> {
  return db.transaction().execute(async (trx) => {
    const row = await pageRow(trx, input.slug);
    if (Number(row.draftRevision) !== input.revision) return conflict(trx, input.slug, lang);
    const doc = await versionDocument(trx, input.slug, input.version, lang);
    const problems = await documentProblems(trx, doc, lang);
    if (problems.length > 0) refuseWithProblems(problems, lang);
    const version = await publishPageIn(trx, doc, publisher(actor));
    const after = await trx.selectFrom("page").select(["draftRevision"]).where("slug", "=", input.slug).executeTakeFirstOrThrow();
    const live = await trx
      .selectFrom("pageVersion")
      .select("publishedAt")
      .where("pageSlug", "=", input.slug)
      .where("version", "=", version)
      .executeTakeFirstOrThrow();
    await cancelPendingSchedules(trx, input.slug);
    await recordAudit(trx, {
      actorId: actor.id,
      action: "restore",
      entity: "page",
      entityId: input.slug,
      summary: { from: input.version, version },
    });
    return { version, revision: Number(after.draftRevision), publishedAt: live.publishedAt };
  });
}

/** Deletes a page the editor created (with its versions and schedules); the site's own pages stay. */
export async function deletePage(db: Kysely<Database>, slug: string, actor: CurrentUser, lang: Lang): Promise<null> {
  if (slug in FIXED_PAGE_PATHS) throw new PortalError("conflict", serverT(lang)("editor:conflict.fixedPage"));
  await db.transaction().execute(async (trx) => {
    await pageRow(trx, slug);
    await trx.deleteFrom("pageSchedule").where("pageSlug", "=", slug).execute();
    await trx.deleteFrom("pageVersion").where("pageSlug", "=", slug).execute();
    await trx.deleteFrom("page").where("slug", "=", slug).execute();
    await touchContent(trx, [pageTag(slug), "pages"]);
    await recordAudit(trx, { actorId: actor.id, action: "delete", entity: "page", entityId: slug });
  });
  return null;
}
