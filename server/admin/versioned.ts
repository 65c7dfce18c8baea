import type { Generated, Transaction } from "kysely";
import type { Lang } from "../../schemas/lang";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";

/** Tables whose rows staff edit, each with an integer `version` (migration 020). */
export type VersionedTable =
  | "news"
  | "consultClass"
  | "banner"
  | "policy"
  | "siteSettings"
  | "contactMessage"
  | "userAccount"
  | "contentColumn"
  | "contentData";

type VersionedRow = { id: Generated<number>; version: Generated<number> } & Record<string, unknown>;
type VersionedDb = Record<VersionedTable, VersionedRow>;

/** A stale version: someone saved this record after the editor loaded it. */
export function conflict(lang: Lang): PortalError {
  return new PortalError("conflict", serverT(lang)("admin:errors.staleVersion"));
}

/**
 * Compare-and-set: changes the row only while it still has the version the editor loaded, and bumps
 * it. Not found → 000002; another version → 000006. Either way nothing is written.
 */
export async function updateVersioned(
  trx: Transaction<Database>,
  table: VersionedTable,
  id: number,
  version: number,
  values: Record<string, unknown>,
  lang: Lang,
): Promise<number> {
  const db = trx as unknown as Transaction<VersionedDb>;
  const res = await db
    .updateTable(table)
    .set({ ...values, version: version + 1 } as never)
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 1) return version + 1;
  const exists = await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
  throw exists ? conflict(lang) : new PortalError("notFound");
}

/** Deletes the row only at the version the editor saw (same answers as `updateVersioned`). */
export async function deleteVersioned(trx: Transaction<Database>, table: VersionedTable, id: number, version: number, lang: Lang) {
  const db = trx as unknown as Transaction<VersionedDb>;
  const res = await db.deleteFrom(table).where("id", "=", id).where("version", "=", version).executeTakeFirst();
  if (Number(res.numDeletedRows) === 1) return;
  const exists = await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
  throw exists ? conflict(lang) : new PortalError("notFound");
}
