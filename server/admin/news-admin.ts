import type { Kysely, Selectable, Transaction } from "kysely";
import type { z } from "zod";
import {
  type AdminNews,
  type AdminNewsRow,
  type NewsConflict,
  type NewsContent,
  NewsInputSchema,
  type NewsListSchema,
} from "../../schemas/admin-content";
import type { Lang } from "../../schemas/lang";
import type { Page } from "../../schemas/paging";
import { recordAudit, recordSessionEdit } from "../audit/audit-log";
import { touchContent } from "../content/content-revision";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { sanitizeForStorage } from "../workers/cpu-pool";
import { keywordFilter, offsetOf } from "./list-query";
import { contentOfRow, getNewsVersion, keepFirstVersion, keepNewsVersion, lastSaved } from "./news-versions";
import { deleteVersioned, updateVersioned } from "./versioned";

type NewsInput = z.output<typeof NewsInputSchema>;
type Actor = { actorId: number; lang: Lang };

const ROW_FIELDS = ["id", "classCode", "title", "titleEn", "cover", "publishTime", "status", "updatedAt", "version"] as const;
const SORT_COLUMN = { publishTime: "publishTime", updatedAt: "updatedAt", title: "title" } as const;

/** Every news item, drafts and scheduled ones included, for the back office. */
export async function listNewsForStaff(db: Kysely<Database>, req: z.output<typeof NewsListSchema>): Promise<Page<AdminNewsRow>> {
  let q = db.selectFrom("news");
  if (req.keyword) q = q.where((eb) => keywordFilter(eb, ["title", "titleEn", "summary", "summaryEn"], req.keyword));
  if (req.status) q = q.where("status", "=", req.status);
  if (req.classCode) q = q.where("classCode", "=", req.classCode);
  const [rows, count] = await Promise.all([
    q
      .select(ROW_FIELDS)
      .orderBy(SORT_COLUMN[req.sort], req.order)
      .orderBy("id", req.order)
      .limit(req.pageSize)
      .offset(offsetOf(req))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map(({ titleEn, ...r }) => ({ ...r, id: Number(r.id), version: Number(r.version), title: { zh: r.title, en: titleEn } })),
    total: Number(count.n),
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

export async function getNewsForStaff(db: Kysely<Database>, id: number): Promise<AdminNews> {
  const r = await db.selectFrom("news").selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) throw new PortalError("notFound");
  return { id: Number(r.id), ...contentOfRow(r), updatedAt: r.updatedAt, version: Number(r.version) };
}

/**
 * Rich text as stored: sanitized on save, before the transaction opens (a long text is sanitized in the
 * CPU worker, and a transaction held open meanwhile would hold every other write).
 */
async function sanitizedContent(input: NewsInput) {
  const [zh, en] = await Promise.all([sanitizeForStorage(input.content.zh), sanitizeForStorage(input.content.en)]);
  return { zh, en };
}

/** The stored columns of a news item, its rich text already sanitized. */
async function columns(db: Kysely<Database>, input: NewsInput, content: { zh: string; en: string }, lang: Lang) {
  const category = await db.selectFrom("consultClass").select("id").where("code", "=", input.classCode).executeTakeFirst();
  if (!category)
    throw new PortalError("invalidInput", serverT(lang)("admin:errors.unknownCategory"), {
      issues: [{ path: "classCode", message: serverT(lang)("admin:errors.unknownCategory") }],
    });
  return {
    classCode: input.classCode,
    title: input.title.zh,
    titleEn: input.title.en,
    summary: input.summary.zh,
    summaryEn: input.summary.en,
    content: content.zh,
    contentEn: content.en,
    cover: input.cover,
    publishTime: input.publishTime,
    status: input.status,
    updatedAt: new Date().toISOString(),
  };
}

export async function createNews(db: Kysely<Database>, input: NewsInput, { actorId, lang }: Actor): Promise<AdminNews> {
  const content = await sanitizedContent(input);
  const id = await db.transaction().execute(async (trx) => {
    const values = await columns(trx, input, content, lang);
    const row = await trx
      .insertInto("news")
      .values({ ...values, createdAt: values.updatedAt })
      .returning("id")
      .executeTakeFirstOrThrow();
    await keepNewsVersion(trx, Number(row.id), contentOfValues(values), { actorId, autosave: false, at: values.updatedAt });
    await touchContent(trx, ["news"]);
    await recordAudit(trx, {
      actorId,
      action: "create",
      entity: "news",
      entityId: row.id,
      summary: { title: input.title.zh, status: input.status },
    });
    return Number(row.id);
  });
  return getNewsForStaff(db, id);
}

type Columns = Awaited<ReturnType<typeof columns>>;

function contentOfValues(v: Columns): NewsContent {
  return contentOfRow({ ...v, id: 0, createdAt: "", version: 0 });
}

/** Whether a save would store what the row already holds (then nothing is written, no version kept). */
function unchanged(row: Selectable<Database["news"]>, values: Columns): boolean {
  return (Object.keys(values) as Array<keyof Columns>).every((k) => k === "updatedAt" || row[k] === values[k]);
}

/** 000006 naming the item's version now and who saved it when: the form says so and overwrites nothing. */
async function staleNews(trx: Transaction<Database>, row: Selectable<Database["news"]>, lang: Lang): Promise<PortalError> {
  const data: NewsConflict = {
    version: Number(row.version),
    updatedAt: row.updatedAt,
    updatedBy: (await lastSaved(trx, Number(row.id))).by,
  };
  return new PortalError("conflict", serverT(lang)("admin:errors.staleVersion"), data);
}

/**
 * Saves an existing item over the version the editor loaded, keeping the new state as a version
 * (decision 196). An autosave is refused unless the item is a draft and stays one: it must never
 * publish half-finished edits. A save that changes nothing writes nothing.
 */
async function saveExisting(
  db: Kysely<Database>,
  target: { id: number; version: number },
  input: NewsInput,
  { actorId, lang }: Actor,
  { autosave, audit }: { autosave: boolean; audit: { action: "edit" | "restore"; summary: Record<string, unknown> } },
): Promise<AdminNews> {
  const content = await sanitizedContent(input);
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("news").selectAll().where("id", "=", target.id).executeTakeFirst();
    if (!row) throw new PortalError("notFound");
    if (Number(row.version) !== target.version) throw await staleNews(trx, row, lang);
    if (autosave && (row.status !== "draft" || input.status !== "draft"))
      throw new PortalError("invalidInput", serverT(lang)("admin:errors.autosaveNotDraft"));
    const values = await columns(trx, input, content, lang);
    if (unchanged(row, values)) return;
    await keepFirstVersion(trx, row);
    await updateVersioned(trx, "news", target.id, target.version, values, lang);
    await keepNewsVersion(trx, target.id, contentOfValues(values), { actorId, autosave, at: values.updatedAt });
    // A draft that stays a draft changes nothing visitors see: cached pages stay.
    if (row.status === "published" || values.status === "published") await touchContent(trx, ["news"]);
    const entry = { actorId, entity: "news", entityId: target.id, summary: { ...audit.summary, status: input.status } };
    if (audit.action === "edit" && autosave) await recordSessionEdit(trx, { ...entry, action: "edit" });
    else await recordAudit(trx, { ...entry, action: audit.action });
  });
  return getNewsForStaff(db, target.id);
}

export function updateNews(
  db: Kysely<Database>,
  input: NewsInput & { id: number; version: number; autosave: boolean },
  actor: Actor,
): Promise<AdminNews> {
  return saveExisting(db, input, input, actor, { autosave: input.autosave, audit: { action: "edit", summary: { title: input.title.zh } } });
}

/**
 * Brings back an earlier version's title, summary, body, cover, category and date as a new save (with
 * the version check, kept as the newest version, audited). The status stays as it is now: restoring
 * never publishes a draft nor takes a published item off the site.
 */
export async function restoreNews(
  db: Kysely<Database>,
  req: { id: number; number: number; version: number },
  actor: Actor,
): Promise<AdminNews> {
  const current = await db.selectFrom("news").select("status").where("id", "=", req.id).executeTakeFirst();
  if (!current) throw new PortalError("notFound");
  const { news } = await getNewsVersion(db, req.id, req.number);
  const parsed = NewsInputSchema.safeParse({ ...news, status: current.status });
  if (!parsed.success) throw new PortalError("invalidInput", serverT(actor.lang)("admin:errors.versionInvalid"));
  return saveExisting(db, req, parsed.data, actor, {
    autosave: false,
    audit: { action: "restore", summary: { from: req.number, title: news.title.zh } },
  });
}

export async function deleteNews(db: Kysely<Database>, id: number, version: number, { actorId, lang }: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("news").select("title").where("id", "=", id).executeTakeFirst();
    await trx.deleteFrom("newsVersion").where("newsId", "=", id).execute();
    await deleteVersioned(trx, "news", id, version, lang);
    await touchContent(trx, ["news"]);
    await recordAudit(trx, { actorId, action: "delete", entity: "news", entityId: id, summary: { title: row?.title ?? "" } });
  });
}
