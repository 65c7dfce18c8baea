import type { Kysely, Selectable } from "kysely";
import type { z } from "zod";
import type { AdminColumn, ColumnListSchema, ColumnUpdateSchema } from "../../schemas/admin-columns";
import type { Lang } from "../../schemas/lang";
import type { Page } from "../../schemas/paging";
import { recordAudit } from "../audit/audit-log";
import { touchContent } from "../content/content-revision";
import { assertHeroContrast } from "../content/hero-contrast";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { keywordFilter, offsetOf } from "./list-query";
import { updateVersioned } from "./versioned";

/**
 * Columns: the header (title, description, keywords, image) of each page the spec's routes show.
 * They come from the seed and are only edited: no call creates or deletes one (decision 120), so
 * every code a route or block names keeps existing.
 */
type Actor = { actorId: number; lang: Lang };
type Row = Selectable<Database["contentColumn"]>;

function toAdmin(r: Omit<Row, "id" | "version"> & { id: unknown; version: unknown }, itemCount: number): AdminColumn {
  return {
    id: Number(r.id),
    code: r.code,
    title: { zh: r.title, en: r.titleEn },
    description: { zh: r.description, en: r.descriptionEn },
    keyword: { zh: r.keyword, en: r.keywordEn },
    image: r.image,
    phoneImage: r.phoneImage,
    overlay: Number(r.overlay),
    itemCount,
    version: Number(r.version),
  };
}

async function itemCounts(db: Kysely<Database>, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom("contentData")
    .select(["columnCode", (eb) => eb.fn.countAll<number>().as("n")])
    .where("columnCode", "in", codes)
    .groupBy("columnCode")
    .execute();
  return new Map(rows.map((r) => [r.columnCode, Number(r.n)]));
}

const SORT_COLUMN = { code: "code", title: "title" } as const;

export async function listColumnsForStaff(db: Kysely<Database>, req: z.output<typeof ColumnListSchema>): Promise<Page<AdminColumn>> {
  let q = db.selectFrom("contentColumn");
  if (req.keyword) q = q.where((eb) => keywordFilter(eb, ["code", "title", "titleEn", "description", "descriptionEn"], req.keyword));
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy(SORT_COLUMN[req.sort], req.order).orderBy("id").limit(req.pageSize).offset(offsetOf(req)).execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const counts = await itemCounts(
    db,
    rows.map((r) => r.code),
  );
  return {
    list: rows.map((r) => toAdmin(r, counts.get(r.code) ?? 0)),
    total: Number(count.n),
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

export async function getColumnForStaff(db: Kysely<Database>, code: string): Promise<AdminColumn> {
  const r = await db.selectFrom("contentColumn").selectAll().where("code", "=", code).executeTakeFirst();
  if (!r) throw new PortalError("notFound");
  return toAdmin(r, (await itemCounts(db, [code])).get(code) ?? 0);
}

export async function updateColumn(
  db: Kysely<Database>,
  input: z.output<typeof ColumnUpdateSchema>,
  { actorId, lang }: Actor,
): Promise<AdminColumn> {
  await assertHeroContrast(db, [input.image, input.phoneImage], input.overlay, lang);
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("contentColumn").select("id").where("code", "=", input.code).executeTakeFirst();
    if (!row) throw new PortalError("notFound");
    await updateVersioned(
      trx,
      "contentColumn",
      Number(row.id),
      input.version,
      {
        title: input.title.zh,
        titleEn: input.title.en,
        description: input.description.zh,
        descriptionEn: input.description.en,
        keyword: input.keyword.zh,
        keywordEn: input.keyword.en,
        image: input.image,
        phoneImage: input.phoneImage,
        overlay: input.overlay,
      },
      lang,
    );
    // The page headers, their meta and the sitemap read columns: every cached page that did is rebuilt.
    await touchContent(trx, ["column"]);
    await recordAudit(trx, { actorId, action: "edit", entity: "column", entityId: input.code, summary: { title: input.title.zh } });
  });
  return getColumnForStaff(db, input.code);
}
