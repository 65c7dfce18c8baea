import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { publicOriginResolver } from "../../server/http/public-origin";
import { seoRoutes } from "../../server/seo/seo-routes";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const ORIGIN = "https://www.example.com";

async function sitemap() {
  const res = await seoRoutes(t.portal.database.db, () => ORIGIN).request("http://internal/sitemap.xml");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
  // Strict XML: a parse error throws.
  const doc = new JSDOM(await res.text(), { contentType: "application/xml" }).window.document;
  const urls = [...doc.getElementsByTagName("url")].map((u) => ({
    loc: u.getElementsByTagName("loc")[0]?.textContent ?? "",
    lastmod: u.getElementsByTagName("lastmod")[0]?.textContent ?? "",
    alternates: [...u.getElementsByTagName("xhtml:link")].map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]),
  }));
  return { root: doc.documentElement, urls };
}

describe("sitemap.xml", () => {
  it("parses, lists every page and published news item in both languages with lastmod and alternates; drafts and scheduled items stay out", async () => {
    const db = t.portal.database.db;
    const sample = await db.selectFrom("news").selectAll().where("status", "=", "published").executeTakeFirstOrThrow();
    const { id: _id, ...rest } = sample;
    const draft = await db
      .insertInto("news")
      .values({ ...rest, status: "draft", titleEn: "Draft" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const scheduled = await db
      .insertInto("news")
      .values({ ...rest, publishTime: new Date(Date.now() + 86_400_000).toISOString(), titleEn: "Later" })
      .returning("id")
      .executeTakeFirstOrThrow();

    const { root, urls } = await sitemap();
    expect(root.getAttribute("xmlns")).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const locs = urls.map((u) => u.loc);
    for (const path of ["/", "/about/", "/protein/", "/testingServices/", "/contact/", "/privacy/", "/disclaimer/", "/consult/"]) {
      expect(locs).toContain(`${ORIGIN}${path}?lang=zh`);
      expect(locs).toContain(`${ORIGIN}${path}?lang=en`);
    }
    expect(locs.some((l) => /\/detectionSteps\/\d+\?lang=en$/.test(l))).toBe(true);

    const visible = await db
      .selectFrom("news")
      .select("id")
      .where("status", "=", "published")
      .where("publishTime", "<=", new Date().toISOString())
      .execute();
    expect(visible.length).toBeGreaterThan(0);
    for (const n of visible) expect(locs).toContain(`${ORIGIN}/consult/${n.id}?lang=zh`);
    for (const hidden of [draft.id, scheduled.id]) expect(locs.some((l) => l.startsWith(`${ORIGIN}/consult/${hidden}?`))).toBe(false);

    for (const u of urls) {
      expect(Number.isNaN(Date.parse(u.lastmod)), u.loc).toBe(false);
      const bare = u.loc.replace(/\?lang=(zh|en)$/, "");
      expect(u.alternates).toEqual([
        ["zh-CN", `${bare}?lang=zh`],
        ["en-US", `${bare}?lang=en`],
        ["x-default", bare],
      ]);
    }
  });

  it("robots.txt keeps crawlers out of the back office and the portal and names the sitemap", async () => {
    const res = await seoRoutes(t.portal.database.db, publicOriginResolver({ allowedHosts: ["shop.test"] })).request(
      "http://shop.test/robots.txt",
    );
    const text = await res.text();
    for (const path of ["/admin", "/api/", "/user", "/login", "/sampleTesting", "/dataComparison"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Sitemap: http://shop.test/sitemap.xml");
  });

  it("without SITE_URL a forged Host never reaches the sitemap or robots.txt: only allowed hosts are written", async () => {
    const routes = seoRoutes(t.portal.database.db, publicOriginResolver(loadConfig({ PORT: "3210" })));
    const forged = await (await routes.request("http://evil.example/sitemap.xml")).text();
    expect(forged).not.toContain("evil.example");
    expect(forged).toContain("<loc>http://localhost:3210/");
    expect(await (await routes.request("http://evil.example/robots.txt")).text()).toContain("Sitemap: http://localhost:3210/sitemap.xml");
    expect(await (await routes.request("http://127.0.0.1:3210/robots.txt")).text()).toContain("Sitemap: http://127.0.0.1:3210/sitemap.xml");
    const listed = seoRoutes(t.portal.database.db, publicOriginResolver(loadConfig({ ALLOWED_HOSTS: "www.example.cn, example.cn" })));
    expect(await (await listed.request("http://example.cn/robots.txt")).text()).toContain("Sitemap: http://example.cn/sitemap.xml");
    expect(await (await listed.request("http://localhost:3000/robots.txt")).text()).toContain("Sitemap: http://www.example.cn/sitemap.xml");
    const site = seoRoutes(t.portal.database.db, publicOriginResolver(loadConfig({ SITE_URL: "https://www.example.cn" })));
    expect(await (await site.request("http://evil.example/robots.txt")).text()).toContain("Sitemap: https://www.example.cn/sitemap.xml");
  });
});
