import type { Kysely } from "kysely";
import type { Lang } from "../../schemas/lang";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";

/**
 * The lab withdraws an issued report to correct its results (decision 155): the report moves whole
 * (file, code hash, PDF hash) to `superseded_report` with the reason, the inspection goes back to
 * testing with a timeline event, and the next issued report is its successor. The old file is kept.
 */
export async function amendReport(db: Kysely<Database>, input: { id: number; reason: string; actorId: number }, lang: Lang): Promise<void> {
  const t = serverT(lang);
  await db.transaction().execute(async (trx) => {
    const report = await trx.selectFrom("inspectionReport").selectAll().where("inspectionId", "=", input.id).executeTakeFirst();
    if (!report) throw new PortalError("conflict", t("lab.amendNotIssued"));
    const now = new Date().toISOString();
    const moved = await trx
      .updateTable("inspection")
      .set({ status: "testing", updatedAt: now })
      .where("id", "=", input.id)
      .where("status", "=", "completed")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new PortalError("conflict", t("lab.amendNotIssued"));
    await trx
      .insertInto("supersededReport")
      .values({
        inspectionId: input.id,
        reportNo: report.reportNo,
        verifyHash: report.verifyHash,
        sha256: report.sha256,
        storageKey: report.storageKey,
        issuedBy: report.issuedBy,
        issuedAt: report.issuedAt,
        supersededAt: now,
        supersededBy: input.actorId,
        reason: input.reason,
      })
      .execute();
    await trx.deleteFrom("inspectionReport").where("id", "=", report.id).execute();
    await trx
      .insertInto("inspectionEvent")
      .values({ inspectionId: input.id, status: "testing", reason: input.reason, actorId: input.actorId, createdAt: now })
      .execute();
  });
}
