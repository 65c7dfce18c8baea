import { z } from "zod";
import { IdSchema } from "./numbers";

/** Sample attachments (photos, COA PDFs): what may be uploaded and what the portal answers. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_MAX_PER_INSPECTION = 10;
/** Allowed types, decided from the file's first bytes on the server (never from its name). */
export const ATTACHMENT_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

/** `base/file/getOssToken`: where and what to upload (our storage is the portal itself). */
export const UploadPolicySchema = z.object({
  uploadUrl: z.string(),
  maxBytes: z.number().int(),
  accept: z.array(z.string()),
});
export type UploadPolicy = z.infer<typeof UploadPolicySchema>;

export const AttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/** `base/file/delete`: an own upload that no sample uses yet. */
export const AttachmentDeleteRequestSchema = z.object({ attachmentId: IdSchema });

export const AttachmentIdsSchema = z
  .array(IdSchema)
  .max(ATTACHMENT_MAX_PER_INSPECTION, "validation.tooManyAttachments")
  .refine((ids) => new Set(ids).size === ids.length, "validation.tooManyAttachments")
  .default([]);
