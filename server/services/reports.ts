import type { Kysely } from "kysely";
import type { Lang } from "../../schemas/lang";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { enqueueInspectionMail } from "../mail/queue";
import { renderInspectionReport } from "../reports/inspection-report";
import type { FileStore } from "../storage/file-store";
import { getInspectionForLab } from "./lab-inspections";
import { readSiteSettings } from "./site-settings";

/**
 * Issues the report: every ordered item needs a result; the PDF is generated and stored first, then
 * report row, status and timeline event are written in one transaction (a failure removes the file).
 */
export async function issueReport(db: Kysely<Database>, files: FileStore, id: number, actorId: number, lang: Lang): Promise<void> {
  const t = serverT(lang);
  const inspection = await getInspectionForLab(db, id);
  if (inspection.status !== "testing") throw new PortalError("conflict", t("lab.notTesting"));
  const done = new Set(inspection.results.map((r) => r.itemCode));
  if (inspection.testItems.some((code) => !done.has(code as never))) throw new PortalError("invalidInput", t("lab.resultsMissing"));

  const company = await readSiteSettings(db).then(
    (s) => s.siteName,
    () => ({ zh: "检测实验室", en: "Testing laboratory" }),
  );
  const issuedAt = new Date().toISOString();
  const reportNo = `R${inspection.inspectionNo.slice(2)}`;
  const pdf = await renderInspectionReport({ reportNo, issuedAt, company, inspection });
  const key = await files.put("reports", "pdf", pdf);
  try {
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable("inspection")
        .set({ status: "completed", updatedAt: issuedAt })
        .where("id", "=", id)
        .where("status", "=", "testing")
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new PortalError("conflict", t("lab.notTesting"));
      await trx
        .insertInto("inspectionReport")
        .values({ inspectionId: id, reportNo, storageKey: key, size: pdf.length, issuedBy: actorId, issuedAt })
        .execute();
      await trx
        .insertInto("inspectionEvent")
        .values({ inspectionId: id, status: "completed", reason: "", actorId, createdAt: issuedAt })
        .execute();
      await enqueueInspectionMail(trx, id, "reportIssued");
    });
  } catch (err) {
    await files.remove(key);
    throw err;
  }
}

/** The PDF of one of the customer's own completed inspections; anything else is "not found". */
export async function readOwnReport(
  db: Kysely<Database>,
  files: FileStore,
  userId: number,
  inspectionId: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  const row = await db
    .selectFrom("inspectionReport")
    .innerJoin("inspection", "inspection.id", "inspectionReport.inspectionId")
    .select(["inspectionReport.storageKey", "inspection.inspectionNo"])
    .where("inspection.id", "=", inspectionId)
    .where("inspection.userId", "=", userId)
    .executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  const bytes = await files.get(row.storageKey);
  if (!bytes) throw new PortalError("notFound");
  return { fileName: `${row.inspectionNo}.pdf`, bytes };
}
