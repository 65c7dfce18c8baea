import type { Kysely, Transaction } from "kysely";
import type { PageDocument } from "../../../schemas/page";
import { touchContent } from "../../content/content-revision";
import { publishPageIn } from "../../services/pages";
import type { Database } from "../types";
import { demoContent } from "./demo-content";
import { type DemoContent, DemoContentSchema } from "./demo-content-schema";
import { demoPages } from "./demo-pages";

const MARKER = "demo_content_loaded_at";
/** Pages have their own marker: a database seeded before pages existed still gets them once. */
const PAGES_MARKER = "demo_pages_loaded_at";

/**
 * Inserts a once-only marker; false when it is already there. Instances starting together on one
 * PostgreSQL database both try: the second waits for the first's transaction and then inserts nothing,
 * instead of failing on the duplicate key.
 */
async function claimMarker(trx: Transaction<Database>, key: string, value: string): Promise<boolean> {
  const inserted = await trx
    .insertInto("appMeta")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Publishes the demo block pages once (version 1 of each). Returns whether it loaded them. */
export async function seedDemoPages(db: Kysely<Database>, pages: PageDocument[] = demoPages): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimMarker(trx, PAGES_MARKER, new Date().toISOString()))) return false;
    for (const page of pages) await publishPageIn(trx, page, null);
    return true;
  });
}

/** Loads the demo content once, in one transaction; a second call is a no-op. Returns whether it loaded. */
export async function seedDemoContent(db: Kysely<Database>, content: DemoContent = demoContent): Promise<boolean> {
  const parsed = DemoContentSchema.parse(content);
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await claimMarker(trx, MARKER, now))) return false;
    await trx
      .insertInto("siteSettings")
      .values({ id: 1, data: JSON.stringify(parsed.siteSettings), updatedAt: now })
      .execute();
    await trx.insertInto("consultClass").values(parsed.consultClasses).execute();
    await trx
      .insertInto("news")
      .values(
        parsed.news.map((n) => ({
          classCode: n.classCode,
          title: n.title.zh,
          titleEn: n.title.en,
          summary: n.summary.zh,
          summaryEn: n.summary.en,
          content: n.content.zh,
          contentEn: n.content.en,
          cover: n.cover,
          publishTime: n.publishTime,
          status: "published" as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    await trx
      .insertInto("banner")
      .values(
        parsed.banners.map((b) => ({
          position: b.position,
          title: b.title.zh,
          titleEn: b.title.en,
          subtitle: b.subtitle.zh,
          subtitleEn: b.subtitle.en,
          image: b.image,
          link: b.link,
          sort: b.sort,
          active: 1,
        })),
      )
      .execute();
    await trx
      .insertInto("contentColumn")
      .values(
        parsed.columns.map((c) => ({
          code: c.code,
          title: c.title.zh,
          titleEn: c.title.en,
          description: c.description.zh,
          descriptionEn: c.description.en,
          keyword: c.keyword.zh,
          keywordEn: c.keyword.en,
          image: c.image,
        })),
      )
      .execute();
    await trx
      .insertInto("contentData")
      .values(
        parsed.contentData.map((d) => ({
          columnCode: d.columnCode,
          title: d.title.zh,
          titleEn: d.title.en,
          summary: d.summary.zh,
          summaryEn: d.summary.en,
          content: d.content.zh,
          contentEn: d.content.en,
          image: d.image,
          link: d.link,
          sort: d.sort,
          publishTime: d.publishTime,
        })),
      )
      .execute();
    await trx
      .insertInto("policy")
      .values(
        parsed.policies.map((p) => ({
          code: p.code,
          title: p.title.zh,
          titleEn: p.title.en,
          content: p.content.zh,
          contentEn: p.content.en,
          updatedAt: p.updatedAt,
        })),
      )
      .execute();
    const regions = [
      ...parsed.provinces.map((r, i) => ({ ...r, kind: "province" as const, sort: i + 1 })),
      ...parsed.countries.map((r, i) => ({ ...r, kind: "country" as const, sort: i + 1 })),
    ];
    await trx.insertInto("region").values(regions).execute();
    // Nothing is cached before the first load, but another instance may already be running.
    await touchContent(trx, ["site", "category", "banner", "news", "column", "policy", "region"]);
    return true;
  });
}
