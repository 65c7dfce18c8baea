import type { Kysely } from "kysely";
import type { DataPageListRequest } from "../../schemas/content-requests";
import type { DataItem } from "../../schemas/entities";
import type { Page } from "../../schemas/paging";
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

export function listData(db: Kysely<Database>, columnCode: string): Promise<DataItem[]> {
  return db.selectFrom("contentData").select(FIELDS).where("columnCode", "=", columnCode).orderBy("sort").orderBy("id").execute();
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
  return { list, total: Number(count.n), pageNum: req.pageNum, pageSize: req.pageSize };
}
