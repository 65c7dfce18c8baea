import { z } from "zod";
import { LocalizedTextSchema } from "./localized";

/** Bumped whenever a block's props change shape; schemas/page-migrations.ts upgrades older documents. */
export const CURRENT_PAGE_SCHEMA_VERSION = 1;

export const PageSlugSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,79}$/, "editor:rules.slug");
export const AnchorSchema = z.string().regex(/^[A-Za-z][\w-]{0,63}$/, "editor:rules.anchor");

/** One block of a page: its props are validated by the registration of its type (blocks/). */
export const BlockSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.string().min(1).max(64),
  anchor: AnchorSchema.optional(),
  props: z.record(z.string(), z.unknown()),
});
export type Block = z.infer<typeof BlockSchema>;

/**
 * A reusable section placed on a page: not a block type of the registry but a reference the portal
 * replaces with the section's current block before a page reaches the loader (decision 031).
 */
export const SECTION_REF_TYPE = "sectionRef";
export const SectionRefPropsSchema = z.object({ sectionId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** Layout blocks nest blocks; deeper nesting than this is refused. */
export const MAX_BLOCK_DEPTH = 4;

export const PageSeoSchema = z.object({
  description: LocalizedTextSchema,
  keywords: LocalizedTextSchema,
  image: z.string().max(2000).optional(),
});

export const PageDocumentSchema = z.object({
  schemaVersion: z.number().int().min(1),
  slug: PageSlugSchema,
  title: LocalizedTextSchema,
  seo: PageSeoSchema,
  blocks: z.array(BlockSchema).max(200),
});
export type PageDocument = z.infer<typeof PageDocumentSchema>;

/** `content/page/getBySlug`: the published version of a page. */
export const PageBySlugRequestSchema = z.object({ slug: PageSlugSchema });
export const PublishedPageSchema = z.object({
  slug: z.string(),
  version: z.number().int(),
  publishedAt: z.string(),
  document: PageDocumentSchema,
});
export type PublishedPage = z.infer<typeof PublishedPageSchema>;
