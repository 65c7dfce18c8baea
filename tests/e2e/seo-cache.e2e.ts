import path from "node:path";
import type { APIResponse } from "@playwright/test";
import SQLite from "better-sqlite3";
import { AFTER_FIRST_PAINT } from "../../src/navigation/hydrate-after-first-paint";
import { expect, portalCall, test } from "./fixtures";

// HTTP-level checks of the built server: page cache, ETag/304, Vary, compression, and what search
// engines read (hreflang, canonical, Open Graph, JSON-LD, robots.txt, sitemap.xml); one browser page
// for how a page's scripts start (decision 100).

const tagsOf = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "gi"))].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replaceAll("&amp;", "&");
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as Record<string, unknown>,
  );

/**
 * A content writer's transaction (the change and its tag's revision), done on the e2e server's own
 * database (scripts/e2e-server.mjs): the back office's edit calls are not on this branch. The
 * disclaimer's English text gets a paragraph no other test reads.
 */
function appendToDisclaimer(html: string) {
  const db = new SQLite(path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? "3123"}/site.db`));
  try {
    db.transaction(() => {
      db.prepare("update policy set content_en = content_en || ? where code = 'disclaimer'").run(html);
      db.prepare(
        "insert into content_revision (tag, revision, updated_at) values ('policy', 1, ?) on conflict (tag) do update set revision = revision + 1, updated_at = excluded.updated_at",
      ).run(new Date().toISOString());
    })();
  } finally {
    db.close();
  }
}

test("anonymous pages come from the page cache with ETag/304 and Vary; an edit shows at once; personal pages never cached", async ({
  request,
}) => {
  const get = (url: string, headers: Record<string, string> = {}) => request.get(url, { headers: { cookie: "lang=en", ...headers } });
  const first = await get("/consult/");
  expect(first.status()).toBe(200);
  const second = await get("/consult/");
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(second.headers().vary).toBe("Accept-Encoding, Cookie, Accept-Language");
  expect(second.headers()["cache-control"]).toBe("no-cache");
  // The page's hashed scripts are kept by browsers for a year.
  const script = /"(\/assets\/[^"]+\.js)"/.exec(await second.text());
  const asset = await get(script?.[1] ?? "no script found");
  expect([asset.status(), asset.headers()["cache-control"]]).toEqual([200, "public, max-age=31536000, immutable"]);
  expect(second.headers()["content-encoding"]).toBe("br");
  const etag = second.headers().etag ?? "";
  expect(etag).toMatch(/^W\/"/);
  expect((await get("/consult/", { "if-none-match": etag })).status()).toBe(304);

  await get("/disclaimer/");
  const cached = await get("/disclaimer/");
  expect(cached.headers()["x-page-cache"]).toBe("hit");
  const marker = `Edited at ${Date.now()}`;
  appendToDisclaimer(`<p>${marker}</p>`);
  const afterEdit = await get("/disclaimer/", { "if-none-match": cached.headers().etag ?? "" });
  expect(afterEdit.status()).toBe(200);
  expect(afterEdit.headers()["x-page-cache"]).toBe("miss");
  expect(await afterEdit.text()).toContain(marker);

  for (const personal of ["/user/", "/login/", "/sampleTesting/"]) {
    for (let i = 0; i < 2; i++) {
      const answer = await get(personal);
      expect([answer.headers()["x-page-cache"], answer.headers()["cache-control"]], personal).toEqual(["bypass", "no-store"]);
    }
  }
});

test("search engines: hreflang, canonical, Open Graph and valid JSON-LD on pages; robots.txt and sitemap.xml", async ({ request }) => {
  const protein: APIResponse = await request.get("/protein/?lang=zh");
  expect(protein.headers()["set-cookie"]).toMatch(/^lang=zh;/);
  const html = await protein.text();
  // One doctype (standards mode), then the document in the language the query chose.
  expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-CN"/);
  const links = tagsOf(html, "link");
  const origin = new URL(protein.url()).origin;
  expect(links.filter((l) => attr(l, "rel") === "canonical").map((l) => attr(l, "href"))).toEqual([`${origin}/protein/?lang=zh`]);
  expect(links.filter((l) => attr(l, "rel") === "alternate").map((l) => [attr(l, "hreflang"), attr(l, "href")])).toEqual([
    ["zh-CN", `${origin}/protein/?lang=zh`],
    ["en-US", `${origin}/protein/?lang=en`],
    ["x-default", `${origin}/protein/`],
  ]);
  const meta = tagsOf(html, "meta");
  const content = (key: string) => attr(meta.find((m) => attr(m, "property") === key || attr(m, "name") === key) ?? "", "content");
  expect(content("og:title")).toMatch(/ \| /);
  expect(content("og:image")).toMatch(new RegExp(`^${origin}/.+\\.(jpg|png|webp)$`));
  expect(content("twitter:image")).toBe(content("og:image"));
  const shareImage = await request.get(content("og:image") ?? "");
  expect(shareImage.headers()["content-type"]).toMatch(/^image\//);
  // Fonts: system stacks only, no web font downloaded.
  expect(html).not.toContain("@font-face");
  expect(jsonLd(html).map((ld) => ld["@type"])).toEqual(["Organization", "BreadcrumbList", "Product"]);

  const newest = (
    await portalCall<{ list: Array<{ id: number; title: string }> }>(request, "/api/portal/content/news/list", { pageNum: 1, pageSize: 1 })
  ).list[0];
  const article = jsonLd(await (await request.get(`/consult/${newest?.id}?lang=zh`)).text());
  expect(article.map((ld) => ld["@type"])).toEqual(["Organization", "BreadcrumbList", "NewsArticle"]);
  expect(article[2]).toMatchObject({ headline: newest?.title, inLanguage: "zh-CN" });

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toContain("Disallow: /api/");
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toMatch(/^application\/xml/);
  expect(await sitemap.text()).toContain(`<loc>${origin}/consult/${newest?.id}?lang=en</loc>`);
});

test("images: the news list's first cover is fetched at once with high priority, every other one lazily, each with its size", async ({
  request,
}) => {
  const html = await (await request.get("/consult/?lang=en")).text();
  const covers = [...html.matchAll(/<article\b[^>]*>\s*(?:<picture>[\s\S]*?)?(<img\b[^>]*>)/g)].map((m) => m[1] ?? "");
  expect(covers.length).toBeGreaterThan(1);
  expect(covers.map((img) => [attr(img, "loading"), attr(img, "fetchpriority") ?? null])).toEqual([
    ["eager", "high"],
    ...covers.slice(1).map(() => ["lazy", null]),
  ]);
  for (const img of covers)
    expect([attr(img, "width"), attr(img, "height")]).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)]);
});

test("a page preloads all its modules at once after its first paint and evaluates them then, one shared chunk per task (decisions 100 and 112)", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/about/", { headers: { cookie: "lang=en" } })).text();
  // React Router's script, rewritten for the installed version: no static import is left, and the
  // module preloads it had in <head> are added by the script after the first frame.
  expect(html).not.toContain('rel="modulepreload"');
  const script = /<script[^>]*type="module"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? "";
  expect(script.startsWith(AFTER_FIRST_PAINT)).toBe(true);
  expect(script).not.toMatch(/import \* as/);
  const preloads: string[] = JSON.parse(/for \(const href of (\[[^\]]*\])\)/.exec(script)?.[1] ?? "[]");
  expect(preloads.length).toBeGreaterThan(5);
  const chunks: string[] = JSON.parse(/for \(const chunk of (\[[^\]]*\])\)/.exec(script)?.[1] ?? "[]");
  const routesAndEntry = [...script.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
  expect(new Set([...chunks, ...routesAndEntry])).toEqual(new Set(preloads));

  // In the browser the page is painted before the route modules are in, and it still hydrates.
  await page.addInitScript(() => {
    let modules: unknown;
    Object.defineProperty(window, "__reactRouterRouteModules", {
      configurable: true,
      get: () => modules,
      set(value) {
        modules = value;
        (window as { routeModulesAt?: number }).routeModulesAt = performance.now();
      },
    });
  });
  await page.goto("/about/?lang=en");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  const { paintedAt, routeModulesAt } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    routeModulesAt: (window as { routeModulesAt?: number }).routeModulesAt ?? Number.NaN,
  }));
  expect(paintedAt).toBeLessThan(routeModulesAt);
  // The browser fetched every module the script preloads.
  const fetched = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname));
  expect(fetched).toEqual(expect.arrayContaining(preloads));
});
