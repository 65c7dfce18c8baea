import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AdminMailListRequestSchema, AdminMailRow } from "../../schemas/mail";
import type { Page } from "../../schemas/paging";
import type { Database } from "../db/types";

/** The outgoing mail, newest first, for the admins: what was sent, what failed and why, what waits for a retry. */
export async function listMail(db: Kysely<Database>, query: z.output<typeof AdminMailListRequestSchema>): Promise<Page<AdminMailRow>> {
  let base = db.selectFrom("mailMessage");
  if (query.status) base = base.where("status", "=", query.status);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await base
    .select(["id", "kind", "toAddress", "lang", "subject", "status", "attempts", "lastError", "createdAt", "sentAt", "nextAttemptAt"])
    .orderBy("id", "desc")
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return {
    list: rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) })),
    total: Number(total),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
