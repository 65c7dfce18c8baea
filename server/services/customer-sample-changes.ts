import type { Kysely } from "kysely";
import { CUSTOMER_EDITABLE_STATUSES, type Inspection, type InspectionStatus, type InspectUpdateRequest } from "../../schemas/inspection";
import type { Lang } from "../../schemas/lang";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { checkRegions, toInspection } from "./inspections";

/** Why a change is refused, in the customer's words: the lab has the sample, or it is closed. */
function refusal(status: InspectionStatus, action: "cancel" | "edit", lang: Lang): PortalError {
  const why = status === "rejected" || status === "cancelled" ? status : "received";
  return new PortalError("conflict", serverT(lang)(`sample.${action}Refused.${why}`));
}

/**
 * The customer's own sample, read inside the change's transaction; anyone else's is "not found"
 * whatever the id, and a sample the lab already has is refused with the reason.
 */
async function ownChangeable(trx: Kysely<Database>, userId: number, id: number, action: "cancel" | "edit", lang: Lang) {
  const row = await trx.selectFrom("inspection").select("status").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  if (!CUSTOMER_EDITABLE_STATUSES.includes(row.status)) throw refusal(row.status, action, lang);
  return row.status;
}

async function readOwn(db: Kysely<Database>, userId: number, id: number): Promise<Inspection> {
  const row = await db.selectFrom("inspection").selectAll().where("id", "=", id).where("userId", "=", userId).executeTakeFirstOrThrow();
  return toInspection(row);
}

/**
 * Cancels a sample the lab has not received. The status is part of the update's condition, so a lab
 * marking it received at the same moment wins or loses whole: never both.
 */
export async function cancelOwnInspection(
  db: Kysely<Database>,
  userId: number,
  input: { id: number; reason: string },
  lang: Lang,
): Promise<Inspection> {
  await db.transaction().execute(async (trx) => {
    const from = await ownChangeable(trx, userId, input.id, "cancel", lang);
    const now = new Date().toISOString();
    const moved = await trx
      .updateTable("inspection")
      .set({ status: "cancelled", updatedAt: now })
      .where("id", "=", input.id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw refusal("received", "cancel", lang);
    await trx
      .insertInto("inspectionEvent")
      .values({ inspectionId: input.id, status: "cancelled", reason: input.reason, actorId: userId, createdAt: now })
      .execute();
  });
  return readOwn(db, userId, input.id);
}

/** Replaces a not-yet-received sample's details (attachments stay) and notes the edit on the timeline. */
export async function updateOwnInspection(
  db: Kysely<Database>,
  userId: number,
  input: InspectUpdateRequest,
  lang: Lang,
): Promise<Inspection> {
  await checkRegions(db, input, lang);
  const { id, testItems, ...fields } = input;
  await db.transaction().execute(async (trx) => {
    const from = await ownChangeable(trx, userId, id, "edit", lang);
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable("inspection")
      .set({ ...fields, testItems: JSON.stringify(testItems), updatedAt: now })
      .where("id", "=", id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw refusal("received", "edit", lang);
    await trx
      .insertInto("inspectionEvent")
      .values({ inspectionId: id, kind: "detailsEdited", status: from, reason: "", actorId: userId, createdAt: now })
      .execute();
  });
  return readOwn(db, userId, id);
}
