import { type Kysely, sql } from "kysely";
import type { z } from "zod";
import type { AdminCategory, CategoryInputSchema, CategoryListSchema } from "../../schemas/admin-content";
import type { Lang } from "../../schemas/lang";
import type { Page } from "../../schemas/paging";
import { recordAudit } from "../audit/audit-log";
import { touchContent } from "../content/content-revision";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { keywordFilter, offsetOf } from "./list-query";
import { conflict, deleteVersioned, updateVersioned } from "./versioned";

type CategoryInput = z.output<typeof CategoryInputSchema>;
type Actor = { actorId: number; lang: Lang };

const newsCount = sql<number>`(select count(*) from news where news.class_code = consult_class.code)`;

export async function listCategories(db: Kysely<Database>, req: z.output<typeof CategoryListSchema>): Promise<Page<AdminCategory>> {
  let q = db.selectFrom("consultClass");
  if (req.keyword) q = q.where((eb) => keywordFilter(eb, ["name", "nameEn", "code"], req.keyword));
  const [rows, count] = await Promise.all([
    q
      .select(["id", "code", "name", "nameEn", "sort", "version", newsCount.as("newsCount")])
      .orderBy(req.sort, req.order)
      .orderBy("id", "asc")
      .limit(req.pageSize)
      .offset(offsetOf(req))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ ...r, id: Number(r.id), code: r.code ?? "", version: Number(r.version), newsCount: Number(r.newsCount) })),
    total: Number(count.n),
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

async function codeTaken(db: Kysely<Database>, code: string | null, exceptId: number, lang: Lang) {
  if (!code) return;
  const other = await db.selectFrom("consultClass").select("id").where("code", "=", code).where("id", "!=", exceptId).executeTakeFirst();
  if (other) throw new PortalError("conflict", serverT(lang)("admin:errors.codeTaken", { code }));
}

const values = (input: CategoryInput) => ({ code: input.code || null, name: input.name, nameEn: input.nameEn, sort: input.sort });

export async function createCategory(db: Kysely<Database>, input: CategoryInput, { actorId, lang }: Actor): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await codeTaken(trx, input.code || null, 0, lang);
    const row = await trx.insertInto("consultClass").values(values(input)).returning("id").executeTakeFirstOrThrow();
    await touchContent(trx, ["category"]);
    await recordAudit(trx, {
      actorId,
      action: "create",
      entity: "category",
      entityId: row.id,
      summary: { code: input.code, name: input.name },
    });
    return Number(row.id);
  });
}

/** A new code carries the category's news with it (news name their category by code). */
export async function updateCategory(
  db: Kysely<Database>,
  input: CategoryInput & { id: number; version: number },
  { actorId, lang }: Actor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("consultClass").select(["code", "version"]).where("id", "=", input.id).executeTakeFirst();
    if (!before) throw new PortalError("notFound");
    if (Number(before.version) !== input.version) throw conflict(lang);
    const next = values(input);
    await codeTaken(trx, next.code, input.id, lang);
    if (before.code && before.code !== next.code) {
      const used = await trx.selectFrom("news").select("id").where("classCode", "=", before.code).executeTakeFirst();
      if (used && !next.code) throw new PortalError("conflict", serverT(lang)("admin:errors.categoryInUse"));
      if (used)
        await trx
          .updateTable("news")
          .set({ classCode: next.code as string })
          .where("classCode", "=", before.code)
          .execute();
    }
    await updateVersioned(trx, "consultClass", input.id, input.version, next, lang);
    // News pages show their category's name.
    await touchContent(trx, ["category", "news"]);
    await recordAudit(trx, {
      actorId,
      action: "edit",
      entity: "category",
      entityId: input.id,
      summary: { code: next.code, name: next.name },
    });
  });
}

/** A category that still has news cannot be deleted (move or delete the news first). */
export async function deleteCategory(db: Kysely<Database>, id: number, version: number, { actorId, lang }: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("consultClass").select(["code", "name"]).where("id", "=", id).executeTakeFirst();
    if (row?.code) {
      const used = await trx.selectFrom("news").select("id").where("classCode", "=", row.code).executeTakeFirst();
      if (used) throw new PortalError("conflict", serverT(lang)("admin:errors.categoryInUse"));
    }
    await deleteVersioned(trx, "consultClass", id, version, lang);
    await touchContent(trx, ["category"]);
    await recordAudit(trx, {
      actorId,
      action: "delete",
      entity: "category",
      entityId: id,
      summary: { code: row?.code ?? null, name: row?.name ?? "" },
    });
  });
}
