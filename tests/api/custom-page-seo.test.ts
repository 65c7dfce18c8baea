import { JSDOM } from "jsdom";
import type { MetaDescriptor } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_PAGE_SCHEMA_VERSION, type PageDocument } from "../../schemas/page";
import { seoRoutes } from "../../server/seo/seo-routes";
import { publishPage } from "../../server/services/pages";
import type { PortalLoadContext } from "../../src/load-context";
import { loadRootData } from "../../src/root-data.server";
import { loader, meta } from "../../src/routes/custom-page";
import { startTestPortal, type TestPortal } from "./harness";

/** Pages editors create (`/p/{slug}`): indexable by default, their own meta, canonical, hreflang and sitemap entry. */
let t: TestPortal;
const ORIGIN = "https://www.example.com";
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const context = (): PortalLoadContext =>
  ({
    portalFetch: (r: Request) => Promise.resolve(t.portal.api.fetch(r)),
    portalBaseUrl: "http://portal.in-process",
    publicPortalUrl: "",
    requestId: "seo-test",
    errorDetails: false,
    log: () => {},
    siteUrl: ORIGIN,
  }) as PortalLoadContext;

const doc = (slug: string, seo: Partial<PageDocument["seo"]> = {}): PageDocument => ({
  schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
  slug,
  title: { zh: "乳铁蛋白选购指南", en: "Lactoferrin buying guide" },
  seo: { description: { zh: "如何挑选乳铁蛋白原料", en: "How to choose lactoferrin" }, keywords: { zh: "", en: "" }, ...seo },
  blocks: [],
});

/** The route's meta tags for a language, computed from the real loaders as React Router would. */
async function metaOf(slug: string, lang: "zh" | "en"): Promise<MetaDescriptor[]> {
  const request = new Request(`${ORIGIN}/p/${slug}?lang=${lang}`);
  const ctx = context();
  const root = await loadRootData(request, ctx as never);
  const loaderData = await loader({ request, context: ctx, params: { slug } } as never);
  const location = { pathname: `/p/${slug}`, search: `?lang=${lang}`, hash: "", state: null, key: "x" };
  return meta({
    loaderData,
    location,
    params: { slug },
    matches: [
      { id: "root", pathname: "/", data: root },
      { id: "customPage", pathname: `/p/${slug}`, data: loaderData },
    ],
  } as never) as MetaDescriptor[];
}
const find = (tags: MetaDescriptor[], pred: (t: Record<string, unknown>) => boolean) =>
  tags.map((x) => x as Record<string, unknown>).filter(pred);

async function sitemapLocs() {
  const res = await seoRoutes(t.portal.database.db, () => ORIGIN).request("http://internal/sitemap.xml");
  const xml = new JSDOM(await res.text(), { contentType: "application/xml" }).window.document;
  return [...xml.getElementsByTagName("url")].map((u) => ({
    loc: u.getElementsByTagName("loc")[0]?.textContent ?? "",
    alternates: [...u.getElementsByTagName("xhtml:link")].map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]),
  }));
}

describe("a page an editor created", () => {
  it("is indexable: its own title and description, a canonical URL and hreflang alternates, in both languages", async () => {
    await publishPage(t.portal.database.db, doc("buying-guide"), null);
    const en = await metaOf("buying-guide", "en");
    expect(en).toContainEqual({ title: expect.stringMatching(/^Lactoferrin buying guide \| /) });
    expect(en).toContainEqual({ name: "description", content: "How to choose lactoferrin" });
    expect(find(en, (x) => x.name === "robots")).toEqual([]);
    expect(en).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/p/buying-guide?lang=en` });
    expect(find(en, (x) => x.rel === "alternate").map((x) => [x.hrefLang, x.href])).toEqual([
      ["zh-CN", `${ORIGIN}/p/buying-guide?lang=zh`],
      ["en-US", `${ORIGIN}/p/buying-guide?lang=en`],
      ["x-default", `${ORIGIN}/p/buying-guide`],
    ]);
    const zh = await metaOf("buying-guide", "zh");
    expect(zh).toContainEqual({ title: expect.stringMatching(/^乳铁蛋白选购指南 \| /) });
    expect(zh).toContainEqual({ name: "description", content: "如何挑选乳铁蛋白原料" });
    expect(zh).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/p/buying-guide?lang=zh` });
  });

  it("is in the sitemap in both languages with its alternates", async () => {
    const urls = await sitemapLocs();
    const entry = urls.find((u) => u.loc === `${ORIGIN}/p/buying-guide?lang=zh`);
    expect(entry?.alternates).toEqual([
      ["zh-CN", `${ORIGIN}/p/buying-guide?lang=zh`],
      ["en-US", `${ORIGIN}/p/buying-guide?lang=en`],
      ["x-default", `${ORIGIN}/p/buying-guide`],
    ]);
    expect(urls.map((u) => u.loc)).toContain(`${ORIGIN}/p/buying-guide?lang=en`);
  });

  it("hidden from search engines: noindex, no canonical, out of the sitemap — until published visible again", async () => {
    await publishPage(t.portal.database.db, doc("buying-guide", { noindex: true }), null);
    for (const lang of ["zh", "en"] as const) {
      const tags = await metaOf("buying-guide", lang);
      expect(tags).toContainEqual({ name: "robots", content: "noindex" });
      expect(find(tags, (x) => x.rel === "canonical" || x.rel === "alternate")).toEqual([]);
      // Still its own title, not the "not found" one.
      expect(tags).toContainEqual({ title: expect.stringMatching(lang === "zh" ? /^乳铁蛋白选购指南/ : /^Lactoferrin buying guide/) });
    }
    expect((await sitemapLocs()).some((u) => u.loc.includes("/p/buying-guide"))).toBe(false);

    await publishPage(t.portal.database.db, doc("buying-guide", { noindex: false }), null);
    expect(find(await metaOf("buying-guide", "en"), (x) => x.name === "robots")).toEqual([]);
    expect((await sitemapLocs()).some((u) => u.loc === `${ORIGIN}/p/buying-guide?lang=en`)).toBe(true);
  });

  it("a page never published is not in the sitemap and its address answers 404", async () => {
    await t.portal.database.db
      .insertInto("page")
      .values({
        slug: "not-yet",
        draft: JSON.stringify(doc("not-yet")),
        draftUpdatedAt: "2026-01-01T00:00:00.000Z",
        createdAt: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    expect((await sitemapLocs()).some((u) => u.loc.includes("/p/not-yet"))).toBe(false);
    const request = new Request(`${ORIGIN}/p/not-yet`);
    await expect(loader({ request, context: context(), params: { slug: "not-yet" } } as never)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
