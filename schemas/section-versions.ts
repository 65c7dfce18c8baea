import { z } from "zod";
import { type Block, BlockSchema, CURRENT_PAGE_SCHEMA_VERSION, type PageDocument } from "./page";
import { PageRequestSchema } from "./paging";

/**
 * Drafts, publishing and versions of reusable sections (issue 22, decision 201): the section editor
 * saves a draft; publishing makes it the block every page shows and a numbered version.
 */
const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const Revision = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const Version = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const AdminSectionPublishRequestSchema = z.object({ id: Id, revision: Revision });
export const AdminSectionVersionsRequestSchema = PageRequestSchema.extend({ id: Id });
export const AdminSectionVersionRequestSchema = z.object({ id: Id, version: Version });
export const AdminSectionRestoreRequestSchema = AdminSectionVersionRequestSchema.extend({ revision: Revision });

export const SectionVersionSummarySchema = z.object({
  version: z.number().int(),
  /** The section's name when that version was published. */
  name: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  live: z.boolean(),
});
export type SectionVersionSummary = z.infer<typeof SectionVersionSummarySchema>;

export const SectionVersionDetailSchema = SectionVersionSummarySchema.extend({ block: BlockSchema });
export type SectionVersionDetail = z.infer<typeof SectionVersionDetailSchema>;

export const SectionPublishResultSchema = z.object({ version: z.number().int(), revision: z.number().int(), publishedAt: z.string() });
export type SectionPublishResult = z.infer<typeof SectionPublishResultSchema>;

/** A section a page version placed: the version it showed then, and where the section is now. */
export const PageVersionSectionSchema = z.object({
  id: z.number().int(),
  /** The section's current name; null when it has been deleted since. */
  name: z.string().nullable(),
  /** The version the page showed when published; null when not recorded (published before decision 201). */
  version: z.number().int().nullable(),
  /** The section's live version now; null when deleted. */
  liveVersion: z.number().int().nullable(),
});
export type PageVersionSection = z.infer<typeof PageVersionSectionSchema>;

/** A section's block as the one block of a document: the shape checks, previews and comparisons read. */
export const sectionDocument = (block: Block): PageDocument => ({
  schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
  slug: "section",
  title: { zh: "", en: "" },
  seo: { description: { zh: "", en: "" }, keywords: { zh: "", en: "" } },
  blocks: [block],
});
