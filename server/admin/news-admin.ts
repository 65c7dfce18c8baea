import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AdminNews, AdminNewsRow, NewsInputSchema, NewsListSchema } from "../../schemas/admin-content";
import type { Lang } from "../../schemas/lang";
import type { Page } from "../../schemas/paging";
import { recordAudit } from "../audit/audit-log";
import { touchContent } from "../content/content-revision";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { sanitizeForStorage } from "../workers/cpu-pool";
import { keywordFilter, offsetOf } from "./list-query";
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
    list: rows.map((r) => ({ ...r, id: Number(r.id), version: Number(r.version), title: { zh: r.title, en: r.titleEn } })),
    total: Number(count.n),
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

export async function getNewsForStaff(db: Kysely<Database>, id: number): Promise<AdminNews> {
  const r = await db.selectFrom("news").selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) throw new PortalError("notFound");
  return {
    id: Number(r.id),
    classCode: r.classCode,
    title: { zh: r.title, en: r.titleEn },
    summary: { zh: r.summary, en: r.summaryEn },
    content: { zh: r.content, en: r.contentEn },
    cover: r.cover,
    publishTime: r.publishTime,
    status: r.status,
    updatedAt: r.updatedAt,
    version: Number(r.version),
  };
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

export async function updateNews(
  db: Kysely<Database>,
  input: NewsInput & { id: number; version: number },
  { actorId, lang }: Actor,
): Promise<AdminNews> {
  const content = await sanitizedContent(input);
  await db.transaction().execute(async (trx) => {
    const values = await columns(trx, input, content, lang);
    await updateVersioned(trx, "news", input.id, input.version, values, lang);
    await touchContent(trx, ["news"]);
    await recordAudit(trx, {
      actorId,
      action: "edit",
      entity: "news",
      entityId: input.id,
      summary: { title: input.title.zh, status: input.status },
    });
  });
  return getNewsForStaff(db, input.id);
}

export async function deleteNews(db: Kysely<Database>, id: number, version: number, { actorId, lang }: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("news").select("title").where("id", "=", id).executeTakeFirst();
    await deleteVersioned(trx, "news", id, version, lang);
    await touchContent(trx, ["news"]);
    await recordAudit(trx, { actorId, action: "delete", entity: "news", entityId: id, summary: { title: row?.title ?? "" } });
  });
}
