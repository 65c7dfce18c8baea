import { z } from "zod";

/** Every portal response: `{ code, message, data }` (spec §7). */
export const EnvelopeSchema = z.object({
  code: z.string(),
  message: z.string().nullable().optional(),
  data: z.unknown().optional(),
});
export type Envelope<T = unknown> = { code: string; message: string; data: T };

/** The `data` of a call that answers nothing but success. */
export const NoDataSchema = z.null();

/** The field problems sent as `data.issues` with an invalid-input code. */
export const FieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

/** The shape expected by the GET helper (spec §7). */
export const SuccessFlagSchema = z.object({ success: z.boolean(), data: z.unknown().optional() });
