import type { Kysely, Selectable, Transaction } from "kysely";
import type { NewsContent, NewsVersionDetail, NewsVersionSummary } from "../../schemas/admin-content";
import type { Page, PageRequest } from "../../schemas/paging";
import { EDIT_SESSION_MS } from "../audit/audit-log";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { nicknames } from "../services/nicknames";

/** The saved states of news items (decision 196). */

type Db = Kysely<Database> | Transaction<Database>;

/** A stored news row as the content a version keeps. */
export function contentOfRow(r: Selectable<Database["news"]>): NewsContent {
  return {
    classCode: r.classCode,
    title: { zh: r.title, en: r.titleEn },
    summary: { zh: r.summary, en: r.summaryEn },
    content: { zh: r.content, en: r.contentEn },
    cover: r.cover,
    publishTime: r.publishTime,
    status: r.status,
  };
}

const newest = (db: Db, newsId: number) =>
  db
    .selectFrom("newsVersion")
    .select(["id", "number", "savedAt", "savedBy", "autosave"])
    .where("newsId", "=", newsId)
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();

/**
 * Before the first save of an item written before versions were kept (the seed's, older ones): its
 * state then becomes version 1, saved by whoever the audit log says last wrote it.
 */
export async function keepFirstVersion(trx: Transaction<Database>, row: Selectable<Database["news"]>): Promise<void> {
  if (await newest(trx, Number(row.id))) return;
  const last = await trx
    .selectFrom("auditLog")
    .select("actorId")
    .where("entity", "=", "news")
    .where("entityId", "=", String(row.id))
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  await trx
    .insertInto("newsVersion")
    .values({
      newsId: Number(row.id),
      number: 1,
      data: JSON.stringify(contentOfRow(row)),
      savedAt: row.updatedAt,
      savedBy: last?.actorId == null ? null : Number(last.actorId),
    })
    .execute();
}

/**
 * Keeps a saved state as the item's newest version. An autosave replaces the newest version instead
 * when that is the same editor's autosave of less than `EDIT_SESSION_MS` ago: one version per
 * editing session, not one per pause in typing.
 */
export async function keepNewsVersion(
  trx: Transaction<Database>,
  newsId: number,
  content: NewsContent,
  { actorId, autosave, at }: { actorId: number; autosave: boolean; at: string },
): Promise<void> {
  const last = await newest(trx, newsId);
  const data = JSON.stringify(content);
  const sameSession =
    autosave &&
    last &&
    Number(last.autosave) === 1 &&
    Number(last.savedBy) === actorId &&
    Date.parse(at) - Date.parse(last.savedAt) < EDIT_SESSION_MS;
  if (sameSession) {
    await trx.updateTable("newsVersion").set({ data, savedAt: at }).where("id", "=", last.id).execute();
    return;
  }
  await trx
    .insertInto("newsVersion")
    .values({ newsId, number: Number(last?.number ?? 0) + 1, data, savedAt: at, savedBy: actorId, autosave: autosave ? 1 : 0 })
    .execute();
}

/** Who saved the item's current state, and when (for a conflict's message). */
export async function lastSaved(db: Db, newsId: number): Promise<{ by: string | null }> {
  const last = await newest(db, newsId);
  if (!last || last.savedBy == null) return { by: null };
  return { by: (await nicknames(db, [Number(last.savedBy)])).get(Number(last.savedBy)) ?? null };
}

async function newsExists(db: Db, id: number) {
  if (!(await db.selectFrom("news").select("id").where("id", "=", id).executeTakeFirst())) throw new PortalError("notFound");
}

/** An item's versions, newest first, with who saved each. */
export async function listNewsVersions(db: Db, req: PageRequest & { id: number }): Promise<Page<NewsVersionSummary>> {
  await newsExists(db, req.id);
  const base = db.selectFrom("newsVersion").where("newsId", "=", req.id);
  const [rows, count, top] = await Promise.all([
    base
      .select(["number", "savedAt", "savedBy", "autosave"])
      .orderBy("number", "desc")
      .limit(req.pageSize)
      .offset((req.pageNum - 1) * req.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    newest(db, req.id),
  ]);
  const names = await nicknames(
    db,
    rows.map((r) => (r.savedBy == null ? null : Number(r.savedBy))),
  );
  return {
    list: rows.map((r) => ({
      number: Number(r.number),
      savedAt: r.savedAt,
      savedBy: r.savedBy == null ? null : (names.get(Number(r.savedBy)) ?? null),
      autosave: Number(r.autosave) === 1,
      current: Number(r.number) === Number(top?.number),
    })),
    total: Number(count.n),
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

/** One version in full, for the editor to look at before restoring it. */
export async function getNewsVersion(db: Db, id: number, number: number): Promise<NewsVersionDetail> {
  const [row, top] = await Promise.all([
    db.selectFrom("newsVersion").selectAll().where("newsId", "=", id).where("number", "=", number).executeTakeFirst(),
    newest(db, id),
  ]);
  if (!row) throw new PortalError("notFound");
  const names = await nicknames(db, [row.savedBy == null ? null : Number(row.savedBy)]);
  return {
    number: Number(row.number),
    savedAt: row.savedAt,
    savedBy: row.savedBy == null ? null : (names.get(Number(row.savedBy)) ?? null),
    autosave: Number(row.autosave) === 1,
    current: Number(row.number) === Number(top?.number),
    news: JSON.parse(row.data) as NewsContent,
  };
}
