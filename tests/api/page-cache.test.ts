import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsSummary } from "../../schemas/entities";
import type { PublishedPage } from "../../schemas/page";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { touchContent } from "../../server/content/content-revision";
import { demoPages } from "../../server/db/seed/demo-pages";
import { PageCache } from "../../server/page-cache/page-cache";
import { createPageResponder, type RenderPage } from "../../server/page-cache/page-responder";
import { publishPage } from "../../server/services/pages";
import { detectLang } from "../../src/i18n/detect-lang";
import type { PortalLoadContext } from "../../src/load-context";
import { serverPortal } from "../../src/portal/server-portal";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
let context: PortalLoadContext;
let renders = 0;

/**
 * Stands in for React Router (the production build does not exist yet when the API suite runs):
 * like the real routes, it reads site info and the page through the load context's portalFetch.
 */
const render: RenderPage = async (request, ctx) => {
  renders++;
  const url = new URL(request.url);
  const lang = detectLang(request);
  const portal = serverPortal(ctx, lang);
  const site = await portal.post<{ siteName: string }>(PORTAL_PATHS.website);
  let main: string;
  if (url.pathname === "/consult/") {
    const news = await portal.post<Page<NewsSummary>>(PORTAL_PATHS.newsList, { pageNum: 1, pageSize: 9 });
    main = news.list.map((n) => (lang === "en" ? n.titleEn : n.title)).join("|");
  } else if (url.pathname === "/from-builder/") {
    // Content from a source the cache cannot watch (Builder.io): the loader says so.
    (ctx as { uncacheable?: () => void }).uncacheable?.();
    main = "outside content";
  } else if (url.pathname === "/user/") {
    main = "personal centre";
  } else if (url.pathname === "/broken/") {
    main = await portal.post<PublishedPage>(PORTAL_PATHS.pageBySlug, { slug: "no-such-page" }).then(
      () => "found",
      () => "fallback after a failed read",
    );
  } else {
    const page = await portal.post<PublishedPage>(PORTAL_PATHS.pageBySlug, { slug: url.pathname.replaceAll("/", "") || "index" });
    main = page.document.title[lang];
  }
  const nonce = (ctx as { cspNonce?: string }).cspNonce;
  const html = `<!DOCTYPE html><html lang="${lang}"><title>${site.siteName}</title><main>${main}</main>${"<p>padding</p>".repeat(200)}<script nonce="${nonce}"></script></html>`;
  return new Response(html, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
};

/** The responder over a cache: each request with a fresh CSP nonce, as the security headers give it. */
let nonces = 0;
let lastNonce = "";
function responderFor(pageCache: PageCache) {
  const respond = createPageResponder(render, () => context, pageCache);
  return async (request: Request) => {
    const answer = await respond(request, { requestId: context.requestId, nonce: `nonce-${++nonces}` });
    lastNonce = answer.nonce;
    return answer.response;
  };
}

let cache: PageCache;
let respond: (r: Request) => Promise<Response>;
const get = (path: string, headers: Record<string, string> = {}) => respond(new Request(`http://site.test${path}`, { headers }));

beforeAll(async () => {
  t = await startTestPortal();
  context = {
    portalFetch: (r) => Promise.resolve(t.portal.api.fetch(r)),
    portalBaseUrl: "http://portal.in-process",
    publicPortalUrl: "",
    log: () => {},
    requestId: "page-cache-test",
    errorDetails: false,
  };
  cache = new PageCache(t.portal.database.db, 8 * 1024 * 1024);
  respond = responderFor(cache);
});
afterAll(() => t.close());

const aboutPage = () => {
  const about = demoPages.find((p) => p.slug === "about");
  if (!about) throw new Error("demo page about missing");
  return about;
};

describe("page cache", () => {
  it("serves the second anonymous GET from memory, with a weak ETag, Vary and 304 on revalidation", async () => {
    const first = await get("/about/", { cookie: "lang=en" });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const body = await first.text();
    expect(body).toContain("<main>About Us</main>");
    const before = renders;
    const second = await get("/about/", { cookie: "lang=en" });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(body);
    expect(renders).toBe(before);

    const etag = second.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    expect(second.headers.get("cache-control")).toBe("no-cache");
    const revalidated = await get("/about/", { cookie: "lang=en", "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect((await get("/about/", { cookie: "lang=en", "if-none-match": 'W/"other"' })).status).toBe(200);
  });

  it("keys by language: cookie, Accept-Language and ?lang= (which also sets the cookie)", async () => {
    expect(await (await get("/about/", { cookie: "lang=zh" })).text()).toContain("<main>关于我们</main>");
    expect(await (await get("/about/", { "accept-language": "zh-CN,zh;q=0.9" })).text()).toContain("<main>关于我们</main>");
    const viaQuery = await get("/about/?lang=en", { cookie: "lang=zh" });
    expect(await viaQuery.text()).toContain("<main>About Us</main>");
    expect(viaQuery.headers.get("set-cookie")).toMatch(/^lang=en; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(viaQuery.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(viaQuery.headers.get("cache-control")).toBe("private, no-cache");
    const sameCookie = await get("/about/?lang=en", { cookie: "lang=en" });
    expect(sameCookie.headers.get("set-cookie")).toBeNull();
    expect(sameCookie.headers.get("x-page-cache")).toBe("hit");
  });

  it("an edit shows on the next anonymous request: publishing a page, a news edit that touches its tag", async () => {
    await get("/about/", { cookie: "lang=en" });
    expect((await get("/about/", { cookie: "lang=en" })).headers.get("x-page-cache")).toBe("hit");
    await publishPage(t.portal.database.db, { ...aboutPage(), title: { zh: "关于我们", en: "About the Company" } }, null);
    const afterPublish = await get("/about/", { cookie: "lang=en" });
    expect(afterPublish.headers.get("x-page-cache")).toBe("miss");
    expect(await afterPublish.text()).toContain("<main>About the Company</main>");

    const db = t.portal.database.db;
    const newest = await db
      .selectFrom("news")
      .select(["id", "titleEn"])
      .orderBy("publishTime", "desc")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(await (await get("/consult/", { cookie: "lang=en" })).text()).toContain(newest.titleEn);
    // A write that forgets its tag is not seen: proof that the page really comes from the cache.
    await db.updateTable("news").set({ titleEn: "Silently changed" }).where("id", "=", newest.id).execute();
    const stale = await get("/consult/", { cookie: "lang=en" });
    expect(stale.headers.get("x-page-cache")).toBe("hit");
    expect(await stale.text()).not.toContain("Silently changed");
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("news").set({ titleEn: "Edited headline" }).where("id", "=", newest.id).execute();
      await touchContent(trx, ["news"]);
    });
    const fresh = await get("/consult/", { cookie: "lang=en" });
    expect(fresh.headers.get("x-page-cache")).toBe("miss");
    expect(await fresh.text()).toContain("Edited headline");
    // Other tags are untouched: the about page is still served from memory.
    expect((await get("/about/", { cookie: "lang=en" })).headers.get("x-page-cache")).toBe("hit");
  });

  it("never caches personal pages, requests that carry a token, or renders whose portal read failed", async () => {
    for (let i = 0; i < 2; i++) {
      const user = await get("/user/");
      expect(user.headers.get("x-page-cache")).toBe("bypass");
      expect(user.headers.get("cache-control")).toBe("no-store");
      expect(user.headers.get("etag")).toBeNull();
      expect((await get("/about/", { accesstoken: "abc" })).headers.get("x-page-cache")).toBe("bypass");
      expect((await get("/broken/")).headers.get("x-page-cache")).toBe("bypass");
    }
    expect(await (await get("/broken/")).text()).toContain("fallback after a failed read");
  });

  it("never keeps a render that read content it cannot watch (Builder.io pages)", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get("/from-builder/", { cookie: "lang=en" });
      expect([res.status, res.headers.get("x-page-cache"), await res.text()]).toEqual([
        200,
        "bypass",
        expect.stringContaining("outside content"),
      ]);
    }
  });

  it("sends brotli or gzip of the very same page, as the client accepts", async () => {
    const plain = await (await get("/about/", { cookie: "lang=en" })).text();
    const br = await get("/about/", { cookie: "lang=en", "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gz = await get("/about/", { cookie: "lang=en", "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    const personal = await get("/user/", { "accept-encoding": "br" });
    expect(personal.headers.get("content-encoding")).toBe("br");
  });

  it("a page from the cache answers with the CSP nonce its HTML was rendered with", async () => {
    await publishPage(t.portal.database.db, aboutPage(), null);
    const first = await get("/about/", { cookie: "lang=en" });
    const renderedWith = lastNonce;
    expect([first.headers.get("x-page-cache"), renderedWith]).toEqual(["miss", `nonce-${nonces}`]);
    expect(await first.text()).toContain(`<script nonce="${renderedWith}">`);
    const again = await get("/about/", { cookie: "lang=en" });
    expect([again.headers.get("x-page-cache"), lastNonce]).toEqual(["hit", renderedWith]);
    expect(await again.text()).toContain(`<script nonce="${renderedWith}">`);
    // Not cached (personal): rendered with the request's own nonce.
    await get("/user/", { cookie: "lang=en" });
    expect(lastNonce).toBe(`nonce-${nonces}`);
  });

  it("renders once for concurrent misses of the same page", async () => {
    await publishPage(t.portal.database.db, aboutPage(), null);
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get("/about/", { cookie: "lang=zh" })));
    expect(renders - before).toBe(1);
    expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1);
  });

  it("concurrent hits share one revision read, yet a write committed before a lookup is always seen", async () => {
    const watched = new PageCache(t.portal.database.db, 1024 * 1024);
    const respondWatched = responderFor(watched);
    await respondWatched(new Request("http://site.test/about/"));
    const revisionReads: string[] = [];
    const spy = new Proxy(t.portal.database.db, {
      get(target, prop, receiver) {
        if (prop !== "selectFrom") return Reflect.get(target, prop, receiver);
        return (table: string) => {
          revisionReads.push(table);
          return target.selectFrom(table as "contentRevision");
        };
      },
    });
    (watched as unknown as { db: unknown }).db = spy;
    const hits = await Promise.all(Array.from({ length: 20 }, () => respondWatched(new Request("http://site.test/about/"))));
    expect(hits.map((h) => h.headers.get("x-page-cache"))).toEqual(Array(20).fill("hit"));
    expect(revisionReads).toEqual(["contentRevision"]);
    // Lookups in flight, then a publish that commits before the next lookup starts: that lookup shows
    // the new title (rendered by itself, or by an in-flight lookup that saw the write and re-rendered).
    const inFlight = Array.from({ length: 5 }, () =>
      respondWatched(new Request("http://site.test/about/", { headers: { cookie: "lang=en" } })),
    );
    const retitled = structuredClone(aboutPage());
    retitled.title.en = `About, retitled ${Date.now()}`;
    await publishPage(t.portal.database.db, retitled, null);
    const after = await respondWatched(new Request("http://site.test/about/", { headers: { cookie: "lang=en" } }));
    expect(await after.text()).toContain(retitled.title.en);
    await Promise.all(inFlight);
    await publishPage(t.portal.database.db, aboutPage(), null);
  });

  it("stays within its memory bound, dropping the least recently used pages", async () => {
    const small = new PageCache(t.portal.database.db, 16 * 1024);
    const respondSmall = responderFor(small);
    for (const path of ["/about/", "/protein/", "/contact/", "/privacy/", "/disclaimer/", "/"]) {
      await respondSmall(new Request(`http://site.test${path}`));
      expect(small.stats().bytes).toBeLessThanOrEqual(16 * 1024);
    }
    const stats = small.stats();
    expect(stats.entries).toBeGreaterThan(0);
    expect(stats.entries).toBeLessThan(6);
    const oldest = await respondSmall(new Request("http://site.test/about/"));
    expect(oldest.headers.get("x-page-cache")).toBe("miss");
  });

  it("a page showing news expires when a scheduled item becomes visible", async () => {
    let now = Date.now();
    const clocked = new PageCache(t.portal.database.db, 1024 * 1024, () => now);
    const respondClocked = responderFor(clocked);
    const later = new Date(now + 60_000).toISOString();
    await t.portal.database.db.transaction().execute(async (trx) => {
      const one = await trx.selectFrom("news").selectAll().executeTakeFirstOrThrow();
      const { id: _id, ...rest } = one;
      await trx
        .insertInto("news")
        .values({ ...rest, titleEn: "Scheduled", publishTime: later })
        .execute();
      await touchContent(trx, ["news"]);
    });
    await respondClocked(new Request("http://site.test/consult/"));
    expect((await respondClocked(new Request("http://site.test/consult/"))).headers.get("x-page-cache")).toBe("hit");
    expect((await respondClocked(new Request("http://site.test/about/"))).headers.get("x-page-cache")).toBe("miss");
    now += 61_000;
    expect((await respondClocked(new Request("http://site.test/consult/"))).headers.get("x-page-cache")).toBe("miss");
    expect((await respondClocked(new Request("http://site.test/about/"))).headers.get("x-page-cache")).toBe("hit");
  });
});
