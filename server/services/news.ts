import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { NewsListRequest } from "../../schemas/content-requests";
import type { NewsDetail, NewsNeighbor, NewsSummary } from "../../schemas/entities";
import type { Focus } from "../../schemas/media-info";
import type { Page } from "../../schemas/paging";
import { focusByUrl } from "../content/image-focus";
import { containsText } from "../db/contains-text";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { withCoverAlt } from "./cover-alt";

const SUMMARY_FIELDS = ["id", "classCode", "title", "titleEn", "summary", "summaryEn", "cover", "publishTime"] as const;

/** Each item with its cover's focus point from the media library (one query for the whole list). */
async function withCoverFocus<T extends { cover: string }>(
  db: Kysely<Database>,
  rows: T[],
): Promise<Array<T & { coverFocus: Focus | null }>> {
  const focus = await focusByUrl(
    db,
    rows.map((r) => r.cover),
  );
  return rows.map((r) => ({ ...r, coverFocus: focus(r.cover) }));
}

/** Each item with its cover's focus point and alt text from the media library. */
const withCover = async <T extends { cover: string }>(db: Kysely<Database>, rows: T[]) => withCoverAlt(db, await withCoverFocus(db, rows));

/** What visitors may see: published and not scheduled for later. */
function visible(eb: ExpressionBuilder<Database, "news">, now: string) {
  return eb.and([eb("news.status", "=", "published"), eb("news.publishTime", "<=", now)]);
}

export async function listNews(db: Kysely<Database>, req: NewsListRequest, now = new Date().toISOString()): Promise<Page<NewsSummary>> {
  let q = db.selectFrom("news").where((eb) => visible(eb, now));
  if (req.code) q = q.where("classCode", "=", req.code);
  if (req.year) {
    q = q.where("publishTime", ">=", `${req.year}-01-01`).where("publishTime", "<", `${req.year + 1}-01-01`);
  }
  if (req.keyword) {
    const keyword = req.keyword;
    q = q.where((eb) => eb.or((["title", "titleEn", "summary", "summaryEn"] as const).map((f) => containsText(eb.ref(f), keyword))));
  }
  const [list, count] = await Promise.all([
    q
      .select(SUMMARY_FIELDS)
      .orderBy("publishTime", "desc")
      .orderBy("id", "desc")
      .limit(req.pageSize)
      .offset((req.pageNum - 1) * req.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { list: await withCover(db, list), total: Number(count.n), pageNum: req.pageNum, pageSize: req.pageSize };
}

export async function getNews(db: Kysely<Database>, id: number, now = new Date().toISOString()): Promise<NewsDetail> {
  const [row] = await withCoverAlt(db, [await visibleNews(db, id, now)]);
  return row as NewsDetail;
}

/** One article visitors may see, with its category's names (not found otherwise). */
async function visibleNews(db: Kysely<Database>, id: number, now: string) {
  const row = await db
    .selectFrom("news")
    .leftJoin("consultClass", "consultClass.code", "news.classCode")
    .select([
      ...SUMMARY_FIELDS.map((f) => `news.${f}` as const),
      "news.content",
      "news.contentEn",
      "consultClass.name as className",
      "consultClass.nameEn as classNameEn",
    ])
    .where("news.id", "=", id)
    .where((eb) => visible(eb, now))
    .executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  const coverFocus = (await focusByUrl(db, [row.cover]))(row.cover);
  return { ...row, coverFocus, className: row.className ?? "", classNameEn: row.classNameEn ?? "" };
}

/**
 * Neighbours in the same category, in list order (newest first):
 * `prev` is the newer article before it in the list, `next` the older one after it.
 */
export async function newsNeighbors(db: Kysely<Database>, id: number, now = new Date().toISOString()): Promise<NewsNeighbor> {
  const current = await visibleNews(db, id, now);
  const link = ["id", "title", "titleEn"] as const;
  const sameClass = db
    .selectFrom("news")
    .where((eb) => visible(eb, now))
    .where("classCode", "=", current.classCode);
  const [prev, next] = await Promise.all([
    sameClass
      .select(link)
      .where((eb) =>
        eb.or([eb("publishTime", ">", current.publishTime), eb.and([eb("publishTime", "=", current.publishTime), eb("id", ">", id)])]),
      )
      .orderBy("publishTime", "asc")
      .orderBy("id", "asc")
      .limit(1)
      .executeTakeFirst(),
    sameClass
      .select(link)
      .where((eb) =>
        eb.or([eb("publishTime", "<", current.publishTime), eb.and([eb("publishTime", "=", current.publishTime), eb("id", "<", id)])]),
      )
      .orderBy("publishTime", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}

export async function relatedNews(db: Kysely<Database>, id: number, size: number, now = new Date().toISOString()): Promise<NewsSummary[]> {
  const current = await visibleNews(db, id, now);
  const rows = await db
    .selectFrom("news")
    .select(SUMMARY_FIELDS)
    .where((eb) => visible(eb, now))
    .where("classCode", "=", current.classCode)
    .where("id", "!=", id)
    .orderBy("publishTime", "desc")
    .orderBy("id", "desc")
    .limit(size)
    .execute();
  return withCover(db, rows);
}

export async function newsYears(db: Kysely<Database>, code: string | undefined, now = new Date().toISOString()): Promise<number[]> {
  let q = db.selectFrom("news").where((eb) => visible(eb, now));
  if (code) q = q.where("classCode", "=", code);
  const year = sql<string>`substr(${sql.ref("publishTime")}, 1, 4)`;
  const rows = await q.select(year.as("year")).distinct().orderBy("year", "desc").execute();
  return rows.map((r) => Number(r.year));
}
