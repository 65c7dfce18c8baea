import { z } from "zod";
import { LocalizedTextSchema } from "./localized-text-schema";

/** Bumped whenever a block's props change shape; schemas/page-migrations.ts upgrades older documents. */
export const CURRENT_PAGE_SCHEMA_VERSION = 3;

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
  /** "Hide from search engines": `noindex`, no canonical, left out of the sitemap. Absent: indexed. */
  noindex: z.boolean().optional(),
});

/**
 * Where visitors' content comes from: absent or `native` renders `blocks`; `builder` fetches the
 * page's Builder.io content when BUILDER_PUBLIC_KEY is set and falls back to `blocks` (docs/builder-io.md).
 */
export const PageSourceSchema = z.enum(["native", "builder"]);
export type PageSource = z.infer<typeof PageSourceSchema>;

export const PageDocumentSchema = z.object({
  schemaVersion: z.number().int().min(1),
  slug: PageSlugSchema,
  title: LocalizedTextSchema,
  seo: PageSeoSchema,
  source: PageSourceSchema.optional(),
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

export interface DuplicateBlockKey {
  kind: "id" | "anchor";
  value: string;
  /** The id (as stored) of the later block that repeated it. */
  blockId: string;
}

/**
 * Block ids key the rendered list and anchors become element ids, so both must be unique in a page.
 * The first block keeps a repeated id or anchor; a later block's id gets a `-2`, `-3`… suffix and its
 * anchor is dropped (as a browser would only ever scroll to the first). The repeats are returned so
 * the caller can log them.
 */
export function uniqueBlockKeys(blocks: Block[]): { blocks: Block[]; duplicates: DuplicateBlockKey[] } {
  const ids = new Set<string>();
  const anchors = new Set<string>();
  const duplicates: DuplicateBlockKey[] = [];
  const out = blocks.map((block) => {
    let next = block;
    if (ids.has(block.id)) {
      duplicates.push({ kind: "id", value: block.id, blockId: block.id });
      let n = 2;
      while (ids.has(`${block.id}-${n}`)) n++;
      next = { ...next, id: `${block.id}-${n}` };
    }
    ids.add(next.id);
    if (block.anchor !== undefined) {
      if (anchors.has(block.anchor)) {
        duplicates.push({ kind: "anchor", value: block.anchor, blockId: block.id });
        const { anchor: _dropped, ...rest } = next;
        next = rest;
      } else anchors.add(block.anchor);
    }
    return next;
  });
  return { blocks: out, duplicates };
}
