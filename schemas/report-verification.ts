import { z } from "zod";
import type { LocalizedText } from "./localize-text";
import { IdSchema } from "./numbers";

/** `/verify/?no=…&code=…` (decision 155): the inspection number and the code printed on the report. */
export const VerifyReportRequestSchema = z.object({
  no: z.string().trim().min(1, "validation.verifyNoRequired").max(40, "validation.tooLong40"),
  code: z.string().trim().min(1, "validation.verifyCodeRequired").max(40, "validation.tooLong40"),
});
export type VerifyReportRequest = z.infer<typeof VerifyReportRequestSchema>;

export interface VerifiedReport {
  /** `valid`: the report in force; `superseded`: replaced by an amended report (`successorNo`, empty while it is being prepared). */
  status: "valid" | "superseded";
  reportNo: string;
  inspectionNo: string;
  sampleName: string;
  batchNo: string;
  issuedAt: string;
  issuer: LocalizedText;
  /** SHA-256 (hex) of the PDF as issued. */
  sha256: string;
  successorNo: string;
  supersededAt: string;
}

/** Look-ups per client address: enough for a buyer checking a stack of reports, not for guessing codes. */
export const VERIFY_RATE_LIMIT = { perTenMinutes: 30 } as const;

/** The lab withdraws an issued report to correct it; the reason is kept and shown on the old report's page. */
export const LabAmendReportRequestSchema = z.object({
  id: IdSchema,
  reason: z.string().trim().min(1, "validation.amendReasonRequired").max(500, "validation.tooLong500"),
});
