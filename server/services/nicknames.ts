import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/types";

/** Nicknames of the given accounts (missing ids are left out), to say who changed something. */
export async function nicknames(db: Kysely<Database> | Transaction<Database>, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null).map(Number))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom("userAccount").select(["id", "nickname"]).where("id", "in", wanted).execute();
  return new Map(rows.map((r) => [Number(r.id), r.nickname]));
}
