import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { type PageDocument, PageDocumentSchema, type PublishedPage, PublishedPageSchema } from "../../schemas/page";
import { migratePageDocument } from "../../schemas/page-migrations";
import { sanitizeBlocks } from "../../src/blocks/sanitize-props";
import { clearRepairedMarks } from "../../src/blocks/validate-blocks";
import { pageTag, touchContent } from "../content/content-revision";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { sanitizeRichTextForStorage } from "../workers/sanitize-for-storage";
import { sectionVersionsJson } from "./section-version-rows";
import { resolveSectionRefs, sectionRefsOf } from "./sections";

type Db = Kysely<Database> | Transaction<Database>;

/** Who publishes: a staff member (named as they are called now), or null for the seed. */
export interface Publisher {
  id: number;
  name: string;
}

/**
 * The highest published version of a page, with its reusable sections replaced by their current
 * content (so editing a section shows on every page at once); a page never published is not found.
 */
export async function getPublishedPage(db: Db, slug: string): Promise<PublishedPage> {
  const row = await db
    .selectFrom("pageVersion")
    .select(["pageSlug", "version", "document", "publishedAt"])
    .where("pageSlug", "=", slug)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  // A stored document that is not a page document is a server fault (logged, 000099), not the visitor's.
  const parsed = PublishedPageSchema.safeParse({
    slug: row.pageSlug,
    version: Number(row.version),
    publishedAt: row.publishedAt,
    document: JSON.parse(row.document),
  });
  if (!parsed.success) {
    throw new Error(`stored page "${slug}" version ${row.version} is not a page document: ${z.prettifyError(parsed.error)}`);
  }
  // Brought to the current schema before its sections (which are brought there too) are placed in it.
  return { ...parsed.data, document: await resolveSectionRefs(db, migratePageDocument(parsed.data.document)) };
}

/**
 * A document parsed and with its rich text sanitized, as stored in drafts and versions. A block a
 * migration failed on loses its mark once its props pass its registration (an editor fixed it).
 */
export function cleanDocument(document: PageDocument): { doc: PageDocument; json: string } {
  const parsed = PageDocumentSchema.parse(document);
  // Rich text is sanitized on save as well as on render: what is stored is already clean.
  const doc = { ...parsed, blocks: sanitizeBlocks(clearRepairedMarks(parsed.blocks), sanitizeRichTextForStorage) };
  return { doc, json: JSON.stringify(doc) };
}

/**
 * Saves a document as the page's draft and publishes it as the next version, in one transaction.
 * The block registry (shared with the web app) says which props hold rich text.
 * Earlier versions stay for rollback.
 */
export async function publishPage(db: Kysely<Database>, document: PageDocument, publishedBy: Publisher | null): Promise<number> {
  return db.transaction().execute((trx) => publishPageIn(trx, document, publishedBy));
}

/** `publishPage` inside a transaction the caller holds. The draft's revision moves only when its content changes. */
export async function publishPageIn(trx: Transaction<Database>, document: PageDocument, publishedBy: Publisher | null): Promise<number> {
  const { doc, json } = cleanDocument(document);
  const now = new Date().toISOString();
  await trx
    .insertInto("page")
    .values({ slug: doc.slug, draft: json, draftUpdatedAt: now, createdAt: now, draftUpdatedBy: publishedBy?.id ?? null })
    .onConflict((oc) =>
      oc
        .column("slug")
        .doUpdateSet((eb) => ({
          draft: json,
          draftUpdatedAt: now,
          draftUpdatedBy: publishedBy?.id ?? null,
          draftRevision: eb("page.draftRevision", "+", 1),
        }))
        .where("page.draft", "<>", json),
    )
    .execute();
  return (await insertVersionIn(trx, doc.slug, json, publishedBy, now)).version;
}

/**
 * Appends a published version (the draft is left as it is), with the versions of the sections it
 * places, and tells caches the page changed.
 */
export async function insertVersionIn(
  trx: Transaction<Database>,
  slug: string,
  json: string,
  publishedBy: Publisher | null,
  now = new Date().toISOString(),
): Promise<{ version: number; publishedAt: string }> {
  const last = await trx
    .selectFrom("pageVersion")
    .select((eb) => eb.fn.max("version").as("max"))
    .where("pageSlug", "=", slug)
    .executeTakeFirst();
  const version = Number(last?.max ?? 0) + 1;
  await trx
    .insertInto("pageVersion")
    .values({
      pageSlug: slug,
      version,
      document: json,
      publishedAt: now,
      publishedBy: publishedBy?.name ?? null,
      publishedById: publishedBy?.id ?? null,
      // Which version of each reusable section it showed, for its history (decision 201).
      sectionVersions: await sectionVersionsJson(trx, sectionRefsOf((JSON.parse(json) as PageDocument).blocks)),
    })
    .execute();
  // A first version makes a page linkable from the menu (content/menu/get leaves out unpublished pages).
  await touchContent(trx, version === 1 ? [pageTag(slug), "pages"] : [pageTag(slug)]);
  return { version, publishedAt: now };
}
