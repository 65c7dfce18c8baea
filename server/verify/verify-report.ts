import type { Kysely } from "kysely";
import type { VerifiedReport, VerifyReportRequest } from "../../schemas/report-verification";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { readSiteSettings } from "../services/site-settings";
import { sameHash, verificationHash } from "./verification-code";

/**
 * What `/verify/` shows for an inspection number and the code printed on its report: the report in
 * force, or one an amended report replaced. Anything else (unknown number, wrong code, a report
 * issued before codes existed) is the same "not found", so the answer tells a guesser nothing.
 */
export async function verifyReport(db: Kysely<Database>, req: VerifyReportRequest): Promise<VerifiedReport> {
  const inspection = await db
    .selectFrom("inspection")
    .select(["id", "inspectionNo", "sampleName", "batchNo"])
    .where("inspectionNo", "=", req.no.toUpperCase())
    .executeTakeFirst();
  if (!inspection) throw new PortalError("notFound");
  const hash = verificationHash(req.code);
  const issuer = await readSiteSettings(db).then(
    (s) => s.siteName,
    () => ({ zh: "", en: "" }),
  );
  const base = { inspectionNo: inspection.inspectionNo, sampleName: inspection.sampleName, batchNo: inspection.batchNo, issuer };

  const current = await db
    .selectFrom("inspectionReport")
    .select(["reportNo", "issuedAt", "verifyHash", "sha256"])
    .where("inspectionId", "=", inspection.id)
    .executeTakeFirst();
  if (current?.verifyHash && current.sha256 && sameHash(current.verifyHash, hash)) {
    return {
      ...base,
      status: "valid",
      reportNo: current.reportNo,
      issuedAt: current.issuedAt,
      sha256: current.sha256,
      successorNo: "",
      supersededAt: "",
    };
  }
  const replaced = await db
    .selectFrom("supersededReport")
    .select(["reportNo", "issuedAt", "verifyHash", "sha256", "successorNo", "supersededAt"])
    .where("inspectionId", "=", inspection.id)
    .execute();
  const old = replaced.find((r) => r.verifyHash && r.sha256 && sameHash(r.verifyHash, hash));
  if (!old?.sha256) throw new PortalError("notFound");
  return {
    ...base,
    status: "superseded",
    reportNo: old.reportNo,
    issuedAt: old.issuedAt,
    sha256: old.sha256,
    successorNo: old.successorNo,
    supersededAt: old.supersededAt,
  };
}
