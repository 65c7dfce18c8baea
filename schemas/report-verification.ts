import { z } from "zod";
import { IdSchema } from "./numbers";

/** `/verify/?no=…&code=…` (decision 155): the inspection number and the code printed on the report. */
export const VerifyReportRequestSchema = z.object({
  no: z.string().trim().min(1, "validation.verifyNoRequired").max(40, "validation.tooLong40"),
  code: z.string().trim().min(1, "validation.verifyCodeRequired").max(40, "validation.tooLong40"),
});
export type VerifyReportRequest = z.infer<typeof VerifyReportRequestSchema>;

export const VerifiedReportSchema = z.object({
  /** `valid`: the report in force; `superseded`: replaced by an amended report (`successorNo`, empty while it is being prepared). */
  status: z.enum(["valid", "superseded"]),
  reportNo: z.string(),
  inspectionNo: z.string(),
  sampleName: z.string(),
  batchNo: z.string(),
  issuedAt: z.string(),
  issuer: z.object({ zh: z.string(), en: z.string() }),
  /** SHA-256 (hex) of the PDF as issued. */
  sha256: z.string(),
  successorNo: z.string(),
  supersededAt: z.string(),
});
export type VerifiedReport = z.infer<typeof VerifiedReportSchema>;

/** Look-ups per client address: enough for a buyer checking a stack of reports, not for guessing codes. */
export const VERIFY_RATE_LIMIT = { perTenMinutes: 30 } as const;

/** The lab withdraws an issued report to correct it; the reason is kept and shown on the old report's page. */
export const LabAmendReportRequestSchema = z.object({
  id: IdSchema,
  reason: z.string().trim().min(1, "validation.amendReasonRequired").max(500, "validation.tooLong500"),
});
