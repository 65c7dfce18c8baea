import type { Kysely } from "kysely";
import type { InspectionStatus } from "../../schemas/inspection";
import type { Lang } from "../../schemas/lang";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { enqueueInspectionMail } from "../mail/queue";

/** The customer's mail for each status the lab moves a sample to (a cancellation is the customer's own). */
const MAIL_OF: Partial<Record<InspectionStatus, "sampleReceived" | "testingStarted" | "sampleRejected">> = {
  received: "sampleReceived",
  testing: "testingStarted",
  rejected: "sampleRejected",
};

/** Which status may follow which (DESIGN "Sample inspection"). Completion comes with the report. */
export const NEXT_STATUSES: Record<InspectionStatus, InspectionStatus[]> = {
  submitted: ["received", "rejected", "cancelled"],
  received: ["testing", "rejected"],
  testing: ["completed", "rejected"],
  completed: [],
  rejected: [],
  cancelled: [],
};

/**
 * Moves an inspection to its next status and records the event, atomically. The current status is
 * part of the update's condition, so two lab staff acting at once cannot both move it.
 */
export async function advanceInspection(
  db: Kysely<Database>,
  input: { id: number; to: InspectionStatus; reason: string; actorId: number },
  lang: Lang,
): Promise<void> {
  const t = serverT(lang);
  if ((input.to === "rejected" || input.to === "cancelled") && input.reason.trim() === "") {
    throw new PortalError("invalidInput", t("lab.reasonRequired"));
  }
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("inspection").select("status").where("id", "=", input.id).executeTakeFirst();
    if (!row) throw new PortalError("notFound");
    if (!NEXT_STATUSES[row.status].includes(input.to)) {
      const status = (s: InspectionStatus) => t(`pages:inspection.status.${s}`);
      throw new PortalError("conflict", t("lab.badTransition", { from: status(row.status), to: status(input.to) }));
    }
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable("inspection")
      .set({ status: input.to, updatedAt: now })
      .where("id", "=", input.id)
      .where("status", "=", row.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new PortalError("conflict");
    await trx
      .insertInto("inspectionEvent")
      .values({ inspectionId: input.id, status: input.to, reason: input.reason.trim(), actorId: input.actorId, createdAt: now })
      .execute();
    const mail = MAIL_OF[input.to];
    if (mail) await enqueueInspectionMail(trx, input.id, mail, input.reason.trim());
  });
}
