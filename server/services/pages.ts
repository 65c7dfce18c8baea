import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { type PageDocument, PageDocumentSchema, type PublishedPage, PublishedPageSchema } from "../../schemas/page";
import { sanitizeBlocks } from "../../src/blocks/sanitize-props";
import { sanitizeRichText } from "../../src/rich-text/sanitize.server";
import { pageTag, touchContent } from "../content/content-revision";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";

type Db = Kysely<Database> | Transaction<Database>;

/** The highest published version of a page; a page never published is not found. */
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
  return parsed.data;
}

/**
 * Saves a document as the page's draft and publishes it as the next version, in one transaction.
 * The block registry (shared with the web app) says which props hold rich text.
 * Earlier versions stay for rollback.
 */
export async function publishPage(db: Kysely<Database>, document: PageDocument, publishedBy: string | null): Promise<number> {
  return db.transaction().execute((trx) => publishPageIn(trx, document, publishedBy));
}

/** `publishPage` inside a transaction the caller holds. */
export async function publishPageIn(trx: Transaction<Database>, document: PageDocument, publishedBy: string | null): Promise<number> {
  const parsed = PageDocumentSchema.parse(document);
  // Rich text is sanitized on save as well as on render: what is stored is already clean.
  const doc = { ...parsed, blocks: sanitizeBlocks(parsed.blocks, sanitizeRichText) };
  const json = JSON.stringify(doc);
  const now = new Date().toISOString();
  {
    await trx
      .insertInto("page")
      .values({ slug: doc.slug, draft: json, draftUpdatedAt: now, createdAt: now })
      .onConflict((oc) => oc.column("slug").doUpdateSet({ draft: json, draftUpdatedAt: now }))
      .execute();
    const last = await trx
      .selectFrom("pageVersion")
      .select((eb) => eb.fn.max("version").as("max"))
      .where("pageSlug", "=", doc.slug)
      .executeTakeFirst();
    const version = Number(last?.max ?? 0) + 1;
    await trx.insertInto("pageVersion").values({ pageSlug: doc.slug, version, document: json, publishedAt: now, publishedBy }).execute();
    await touchContent(trx, [pageTag(doc.slug)]);
    return version;
  }
}
