import type { Kysely } from "kysely";
import { TEST_ITEMS, type TestItemCode } from "../../schemas/inspection";
import type { Lang } from "../../schemas/lang";
import { localize } from "../../schemas/localize-text";
import { sha256Hex } from "../crypto/sha256-hex";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { enqueueInspectionMail } from "../mail/queue";
import type { FileStore } from "../storage/file-store";
import { newVerificationCode, verificationHash, verifyUrl } from "../verify/verification-code";
import { cpuPool } from "../workers/cpu-pool";
import { getInspectionForLab } from "./lab-inspections";
import { readSiteSettings } from "./site-settings";

/** R + the inspection number's digits; an amended report adds -A1, -A2, … (decision 155). */
async function nextReportNo(db: Kysely<Database>, inspectionId: number, inspectionNo: string): Promise<string> {
  const base = `R${inspectionNo.slice(2)}`;
  const row = await db
    .selectFrom("supersededReport")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("inspectionId", "=", inspectionId)
    .executeTakeFirstOrThrow();
  const amendments = Number(row.n);
  return amendments === 0 ? base : `${base}-A${amendments}`;
}

/**
 * Issues the report: every ordered item needs a result; the PDF (with its verification code and
 * QR link on `origin`) is generated and stored first, then report row, status and timeline event
 * are written in one transaction (a failure removes the file). An amended report names itself as
 * the successor of the reports it replaces.
 */
export async function issueReport(
  db: Kysely<Database>,
  files: FileStore,
  id: number,
  actorId: number,
  lang: Lang,
  origin: string,
): Promise<void> {
  const t = serverT(lang);
  const inspection = await getInspectionForLab(db, id);
  if (inspection.status !== "testing") {
    // Says why, in the lab's words: issued already (under which number), not yet tested, or closed.
    const issued = await db.selectFrom("inspectionReport").select("reportNo").where("inspectionId", "=", id).executeTakeFirst();
    throw new PortalError("conflict", t(`lab.issueRefused.${inspection.status}`, { reportNo: issued?.reportNo ?? "" }));
  }
  const done = new Set(inspection.results.map((r) => r.itemCode));
  const missing = inspection.testItems.filter((code) => !done.has(code as never));
  if (missing.length > 0) {
    const items = missing.map((code) => localize(TEST_ITEMS[code as TestItemCode], lang)).join(lang === "zh" ? "、" : ", ");
    throw new PortalError("invalidInput", t("lab.resultsMissingItems", { items }));
  }

  const company = await readSiteSettings(db).then(
    (s) => s.siteName,
    () => ({ zh: "检测实验室", en: "Testing laboratory" }),
  );
  const issuedAt = new Date().toISOString();
  const reportNo = await nextReportNo(db, id, inspection.inspectionNo);
  const code = newVerificationCode();
  const verification = { code, url: verifyUrl(origin, inspection.inspectionNo, code) };
  const pdf = await cpuPool.run("inspectionReportPdf", { reportNo, issuedAt, company, inspection, verification });
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
        .values({
          inspectionId: id,
          reportNo,
          storageKey: key,
          size: pdf.length,
          issuedBy: actorId,
          issuedAt,
          verifyHash: verificationHash(code),
          sha256: sha256Hex(pdf),
        })
        .execute();
      await trx
        .updateTable("supersededReport")
        .set({ successorNo: reportNo })
        .where("inspectionId", "=", id)
        .where("successorNo", "=", "")
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

/** The issued report's PDF for lab staff, whoever's sample it is; none issued (or withdrawn) is "not found". */
export async function readReportForLab(
  db: Kysely<Database>,
  files: FileStore,
  inspectionId: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  const row = await db
    .selectFrom("inspectionReport")
    .select(["storageKey", "reportNo"])
    .where("inspectionId", "=", inspectionId)
    .executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  const bytes = await files.get(row.storageKey);
  if (!bytes) throw new PortalError("notFound");
  return { fileName: `${row.reportNo}.pdf`, bytes };
}
