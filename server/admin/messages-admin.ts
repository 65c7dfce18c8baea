import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AdminMessage, MessageListSchema, MessageStatus } from "../../schemas/admin-content";
import type { Lang } from "../../schemas/lang";
import type { Page } from "../../schemas/paging";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/types";
import { keywordFilter, offsetOf } from "./list-query";
import { deleteVersioned, updateVersioned } from "./versioned";

type Actor = { actorId: number; lang: Lang };
const FIELDS = ["id", "name", "phone", "email", "company", "message", "lang", "createdAt", "status", "version"] as const;

/** Leave-a-message submissions, newest first by default; the status says who still has to answer. */
export async function listMessages(db: Kysely<Database>, req: z.output<typeof MessageListSchema>): Promise<Page<AdminMessage>> {
  let q = db.selectFrom("contactMessage");
  if (req.keyword) q = q.where((eb) => keywordFilter(eb, ["name", "phone", "email", "company", "message"], req.keyword));
  if (req.status) q = q.where("status", "=", req.status);
  const [rows, count] = await Promise.all([
    q.select(FIELDS).orderBy(req.sort, req.order).orderBy("id", req.order).limit(req.pageSize).offset(offsetOf(req)).execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ ...r, id: Number(r.id), version: Number(r.version) })),
    total: Number(count.n),
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

export async function setMessageStatus(
  db: Kysely<Database>,
  input: { id: number; version: number; status: MessageStatus },
  { actorId, lang }: Actor,
): Promise<{ id: number; status: MessageStatus; version: number }> {
  const version = await db.transaction().execute(async (trx) => {
    const v = await updateVersioned(trx, "contactMessage", input.id, input.version, { status: input.status }, lang);
    await recordAudit(trx, { actorId, action: "edit", entity: "message", entityId: input.id, summary: { status: input.status } });
    return v;
  });
  return { id: input.id, status: input.status, version };
}

export async function deleteMessage(db: Kysely<Database>, id: number, version: number, { actorId, lang }: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deleteVersioned(trx, "contactMessage", id, version, lang);
    await recordAudit(trx, { actorId, action: "delete", entity: "message", entityId: id });
  });
}
