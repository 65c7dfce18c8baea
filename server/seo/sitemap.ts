import type { Kysely } from "kysely";
import { HTML_LANG, LANGS } from "../../schemas/lang";
import type { PageDocument } from "../../schemas/page";
import { FIXED_PAGE_PATHS } from "../../schemas/page-admin";
import { paths } from "../../src/paths";
import type { Database } from "../db/types";

/** The route that shows each of the site's own block pages (spec §2); pages editors create are at /p/{slug}. */
const PAGE_ROUTES: Readonly<Record<string, string>> = {
  index: paths.home(),
  about: paths.about(),
  protein: paths.protein(),
  testingServices: paths.testingServices(),
  contact: paths.contact(),
  privacy: paths.privacy(),
  disclaimer: paths.disclaimer(),
};
/** One document serves every /detectionSteps/{id}: a URL per step of its steps block's column. */
const DETECTION_STEPS_SLUG = "detectionSteps";

export interface SitemapEntry {
  path: string;
  lastmod: string;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);

/**
 * Every public page: published block pages (the site's own and those editors created, unless an
 * editor hid the page from search engines), detection steps, the news list and each visible news item.
 */
export async function sitemapEntries(db: Kysely<Database>, now = new Date().toISOString()): Promise<SitemapEntry[]> {
  const versions = await db
    .selectFrom("pageVersion as v")
    .select(["v.pageSlug", "v.publishedAt", "v.document"])
    .where("v.version", "=", (eb) =>
      eb
        .selectFrom("pageVersion as w")
        .select((w) => w.fn.max("w.version").as("m"))
        .whereRef("w.pageSlug", "=", "v.pageSlug"),
    )
    .orderBy("v.pageSlug")
    .execute();
  const entries: SitemapEntry[] = [];
  for (const v of versions) {
    const doc = JSON.parse(v.document) as PageDocument;
    if (doc.seo?.noindex === true) continue;
    const route = v.pageSlug in FIXED_PAGE_PATHS ? PAGE_ROUTES[v.pageSlug] : paths.customPage(v.pageSlug);
    if (route) entries.push({ path: route, lastmod: v.publishedAt });
    if (v.pageSlug === DETECTION_STEPS_SLUG) {
      const codes = doc.blocks.filter((b) => b.type === "steps").map((b) => String((b.props as { columnCode?: unknown }).columnCode ?? ""));
      if (codes.length) {
        const steps = await db.selectFrom("contentData").select("id").where("columnCode", "in", codes).orderBy("sort").execute();
        for (const s of steps) entries.push({ path: paths.detectionSteps(s.id), lastmod: v.publishedAt });
      }
    }
  }
  // Published and already visible: drafts and items scheduled for later stay out.
  const news = await db
    .selectFrom("news")
    .select(["id", "updatedAt", "publishTime"])
    .where("status", "=", "published")
    .where("publishTime", "<=", now)
    .orderBy("publishTime", "desc")
    .execute();
  const lastmodOf = (n: { updatedAt: string; publishTime: string }) => (n.updatedAt > n.publishTime ? n.updatedAt : n.publishTime);
  if (news.length > 0) entries.push({ path: paths.consult(), lastmod: news.map(lastmodOf).sort().at(-1) as string });
  for (const n of news) entries.push({ path: paths.consultDetail(n.id), lastmod: lastmodOf(n) });
  return entries;
}

/**
 * sitemaps.org XML with one `<url>` per page and language (`?lang=zh`, `?lang=en`), each naming its
 * alternates (hreflang zh-CN, en-US and x-default, the URL without `?lang=`).
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const url = (path: string, lang: string | null) =>
    escapeXml(`${origin}${path}${lang ? `${path.includes("?") ? "&" : "?"}lang=${lang}` : ""}`);
  const urls = entries.flatMap((e) => {
    const alternates = [
      ...LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[l]}" href="${url(e.path, l)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(e.path, null)}"/>`,
    ].join("");
    const lastmod = new Date(e.lastmod).toISOString();
    return LANGS.map((l) => `<url><loc>${url(e.path, l)}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Search engines may read the public site; the back office, the portal API and personal pages are off limits. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /files/",
    "Disallow: /user",
    "Disallow: /login",
    "Disallow: /sampleTesting",
    "Disallow: /dataComparison",
    "Disallow: /preview",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
