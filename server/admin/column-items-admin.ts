import type { Kysely } from "kysely";
import type { z } from "zod";
import {
  type AdminColumnItem,
  type AdminColumnItemPage,
  type ColumnItemInputSchema,
  type ColumnItemListSchema,
  type ColumnItemReorderSchema,
  SEEDED_ITEM_COLUMNS,
} from "../../schemas/admin-columns";
import type { Lang } from "../../schemas/lang";
import { recordAudit } from "../audit/audit-log";
import { touchContent } from "../content/content-revision";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { sanitizeRichTextForStorage } from "../workers/sanitize-for-storage";
import { keywordFilter, offsetOf } from "./list-query";
import { conflict, deleteVersioned, updateVersioned } from "./versioned";

/**
 * Column items: the entries `content/data/list` and `data/pageList` serve (advantages, application
 * cards, steps, FAQ, test items). Every write bumps the `column` content tag, so cached pages and
 * public reads that showed the column are rebuilt on their next request.
 */
type ItemInput = z.output<typeof ColumnItemInputSchema>;
type Actor = { actorId: number; lang: Lang };
type Row = Database["contentData"];

function toAdmin(r: Omit<Row, "id" | "version"> & { id: unknown; version: unknown }): AdminColumnItem {
  return {
    id: Number(r.id),
    columnCode: r.columnCode,
    title: { zh: r.title, en: r.titleEn },
    summary: { zh: r.summary, en: r.summaryEn },
    content: { zh: r.content, en: r.contentEn },
    image: r.image,
    link: r.link,
    sort: Number(r.sort),
    version: Number(r.version),
  };
}

/** The codes offered in the back office: the seeded lists (even when empty) and any other code in use. */
async function columnCodes(db: Kysely<Database>): Promise<string[]> {
  const used = await db.selectFrom("contentData").select("columnCode").distinct().execute();
  return [...new Set([...SEEDED_ITEM_COLUMNS, ...used.map((r) => r.columnCode)])];
}

export async function listColumnItemsForStaff(
  db: Kysely<Database>,
  req: z.output<typeof ColumnItemListSchema>,
): Promise<AdminColumnItemPage> {
  let q = db.selectFrom("contentData");
  if (req.keyword) q = q.where((eb) => keywordFilter(eb, ["title", "titleEn", "summary", "summaryEn"], req.keyword));
  if (req.columnCode) q = q.where("columnCode", "=", req.columnCode);
  const [rows, count, codes] = await Promise.all([
    q
      .selectAll()
      .orderBy("columnCode")
      .orderBy(req.sort, req.order)
      .orderBy("id", req.order)
      .limit(req.pageSize)
      .offset(offsetOf(req))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    columnCodes(db),
  ]);
  return { list: rows.map(toAdmin), total: Number(count.n), pageNum: req.pageNum, pageSize: req.pageSize, columnCodes: codes };
}

export async function getColumnItemForStaff(db: Kysely<Database>, id: number): Promise<AdminColumnItem> {
  const r = await db.selectFrom("contentData").selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) throw new PortalError("notFound");
  return toAdmin(r);
}

/** The stored columns of an item; rich text is sanitized here, on save, as news is. */
const values = (input: ItemInput) => ({
  columnCode: input.columnCode,
  title: input.title.zh,
  titleEn: input.title.en,
  summary: input.summary.zh,
  summaryEn: input.summary.en,
  content: sanitizeRichTextForStorage(input.content.zh),
  contentEn: sanitizeRichTextForStorage(input.content.en),
  image: input.image,
  link: input.link,
  sort: input.sort,
});

export async function createColumnItem(db: Kysely<Database>, input: ItemInput, { actorId }: Actor): Promise<AdminColumnItem> {
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("contentData")
      .values({ ...values(input), publishTime: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await touchContent(trx, ["column"]);
    await recordAudit(trx, {
      actorId,
      action: "create",
      entity: "columnItem",
      entityId: row.id,
      summary: { columnCode: input.columnCode, title: input.title.zh },
    });
    return Number(row.id);
  });
  return getColumnItemForStaff(db, id);
}

export async function updateColumnItem(
  db: Kysely<Database>,
  input: ItemInput & { id: number; version: number },
  { actorId, lang }: Actor,
): Promise<AdminColumnItem> {
  await db.transaction().execute(async (trx) => {
    await updateVersioned(trx, "contentData", input.id, input.version, values(input), lang);
    await touchContent(trx, ["column"]);
    await recordAudit(trx, {
      actorId,
      action: "edit",
      entity: "columnItem",
      entityId: input.id,
      summary: { columnCode: input.columnCode, title: input.title.zh },
    });
  });
  return getColumnItemForStaff(db, input.id);
}

export async function deleteColumnItem(db: Kysely<Database>, id: number, version: number, { actorId, lang }: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("contentData").select(["title", "columnCode"]).where("id", "=", id).executeTakeFirst();
    await deleteVersioned(trx, "contentData", id, version, lang);
    await touchContent(trx, ["column"]);
    await recordAudit(trx, {
      actorId,
      action: "delete",
      entity: "columnItem",
      entityId: id,
      summary: { columnCode: row?.columnCode ?? "", title: row?.title ?? "" },
    });
  });
}

/**
 * Puts a column's items in the given order (sort 10, 20, …; room to slot one in by hand). The list
 * must be exactly the column's items at the versions the editor saw; otherwise nothing is written.
 */
export async function reorderColumnItems(
  db: Kysely<Database>,
  req: z.output<typeof ColumnItemReorderSchema>,
  { actorId, lang }: Actor,
): Promise<AdminColumnItem[]> {
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("contentData").select(["id", "version"]).where("columnCode", "=", req.columnCode).execute();
    const stored = new Map(current.map((r) => [Number(r.id), Number(r.version)]));
    const named = new Set(req.items.map((i) => i.id));
    const sameSet = named.size === req.items.length && named.size === stored.size && [...named].every((id) => stored.has(id));
    if (!sameSet || req.items.some((i) => stored.get(i.id) !== i.version)) throw conflict(lang);
    for (const [i, item] of req.items.entries()) {
      await updateVersioned(trx, "contentData", item.id, item.version, { sort: (i + 1) * 10 }, lang);
    }
    await touchContent(trx, ["column"]);
    await recordAudit(trx, {
      actorId,
      action: "edit",
      entity: "columnItem",
      entityId: req.columnCode,
      summary: { reordered: req.items.map((i) => i.id) },
    });
  });
  const rows = await db
    .selectFrom("contentData")
    .selectAll()
    .where("columnCode", "=", req.columnCode)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return rows.map(toAdmin);
}
