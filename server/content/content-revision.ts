import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/types";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What a piece of public content depends on. A write bumps the tags it changes; a cached page is
 * fresh while every tag it read still has the revision it was built with.
 */
export type ContentTag =
  | "site" // site settings (website info): every page shows them
  | "category" // news categories: header and footer of every page
  | "banner"
  | "news"
  | "column" // content columns and their data lists (data/list, data/pageList)
  | "policy"
  | "region"
  | "menu" // the header's and footer's menu trees: every page shows them
  | "pages" // which pages editors created are published (a menu links only to those)
  | "media" // the media library's alt text and focus points (blocks showing an uploaded image)
  | `page:${string}`; // one block page by slug

export const pageTag = (slug: string): ContentTag => `page:${slug}`;

/** Bumps the revision of each tag; call it inside the transaction that changes the content. */
export async function touchContent(db: Db, tags: readonly ContentTag[]): Promise<void> {
  const now = new Date().toISOString();
  for (const tag of new Set(tags)) {
    await db
      .insertInto("contentRevision")
      .values({ tag, revision: 1, updatedAt: now })
      .onConflict((oc) => oc.column("tag").doUpdateSet((eb) => ({ revision: eb("contentRevision.revision", "+", 1), updatedAt: now })))
      .execute();
  }
}

/** The current revision of each tag (0 for a tag never written). */
export async function readRevisions(db: Db, tags: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>(tags.map((t) => [t, 0]));
  if (tags.length === 0) return out;
  const rows = await db
    .selectFrom("contentRevision")
    .select(["tag", "revision"])
    .where("tag", "in", [...tags])
    .execute();
  for (const r of rows) out.set(r.tag, Number(r.revision));
  return out;
}
