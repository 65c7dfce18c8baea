import type { Kysely } from "kysely";
import type { DataPageListRequest } from "../../schemas/content-requests";
import type { DataItem } from "../../schemas/entities";
import type { Page } from "../../schemas/paging";
import { focusByUrl } from "../content/image-focus";
import type { Database } from "../db/types";

const FIELDS = [
  "id",
  "columnCode",
  "title",
  "titleEn",
  "summary",
  "summaryEn",
  "content",
  "contentEn",
  "image",
  "link",
  "sort",
  "publishTime",
] as const;

type Row = Omit<DataItem, "imageFocus">;

/** Each item with its image's focus point from the media library (one query for the whole list). */
async function withFocus(db: Kysely<Database>, rows: Row[]): Promise<DataItem[]> {
  const focus = await focusByUrl(
    db,
    rows.map((r) => r.image),
  );
  return rows.map((r) => ({ ...r, imageFocus: focus(r.image) }));
}

export async function listData(db: Kysely<Database>, columnCode: string): Promise<DataItem[]> {
  return withFocus(
    db,
    await db.selectFrom("contentData").select(FIELDS).where("columnCode", "=", columnCode).orderBy("sort").orderBy("id").execute(),
  );
}

export async function pageData(db: Kysely<Database>, req: DataPageListRequest): Promise<Page<DataItem>> {
  const base = db.selectFrom("contentData").where("columnCode", "=", req.columnCode);
  const [list, count] = await Promise.all([
    base
      .select(FIELDS)
      .orderBy("sort")
      .orderBy("id")
      .limit(req.pageSize)
      .offset((req.pageNum - 1) * req.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { list: await withFocus(db, list), total: Number(count.n), pageNum: req.pageNum, pageSize: req.pageSize };
}
