import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Banner, DataItem, NewsSummary } from "../../schemas/entities";
import type { MediaItem } from "../../schemas/media";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { PageCache } from "../../server/page-cache/page-cache";
import { createPageResponder, type RenderPage } from "../../server/page-cache/page-responder";
import type { PortalLoadContext } from "../../src/load-context";
import { serverPortal } from "../../src/portal/server-portal";
import { as, sessionFor } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

/** The media library's focus point travels with every list that shows an uploaded image (decision 199). */
let t: TestPortal;
let editor = "";
beforeAll(async () => {
  t = await startTestPortal();
  editor = (await sessionFor(t, "editor")).token;
});
afterAll(() => t.close());

async function uploadImage(): Promise<MediaItem> {
  const bytes = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 20, g: 90, b: 140 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), "focus.png");
  const res = await t.portal.api.fetch(
    new Request(`http://127.0.0.1${P.adminMediaUpload}`, { method: "POST", headers: { accessToken: editor, lang: "en-US" }, body: form }),
  );
  return ((await res.json()) as { data: MediaItem }).data;
}

async function setFocus(img: MediaItem, x: number, y: number): Promise<MediaItem> {
  const saved = await t.call(
    P.adminMediaUpdate,
    { id: img.id, version: img.version, name: img.name, alt: img.alt, focus: { x, y } },
    as(editor),
  );
  expect(saved.json.code, saved.json.message).toBe("000000");
  return saved.json.data as MediaItem;
}

const publicRead = async <T>(path: string, body: unknown) => {
  const res = await t.post(path, body);
  const json = (await res.json()) as { data: T };
  return { state: res.headers.get("x-read-cache"), data: json.data };
};

describe("focus points on visitors' lists", () => {
  it("banners, column items, a column and news carry their library image's focus; other images none", async () => {
    const img = await setFocus(await uploadImage(), 20, 80);
    const focus = { x: 20, y: 80 };
    // Any variant's URL resolves to the image, as content/media/get does.
    const banner = await t.call(
      P.adminBannerCreate,
      {
        position: "focus",
        title: { zh: "焦点", en: "Focus" },
        subtitle: { zh: "", en: "" },
        image: img.variants[0]?.url,
        link: "",
        sort: 1,
        active: true,
      },
      as(editor),
    );
    expect(banner.json.code, banner.json.message).toBe("000000");
    await t.call(
      P.adminBannerCreate,
      {
        position: "focus",
        title: { zh: "演示", en: "Demo" },
        subtitle: { zh: "", en: "" },
        image: "/demo/banner-1.svg",
        link: "",
        sort: 2,
        active: true,
      },
      as(editor),
    );
    const banners = (await t.call(P.bannerList, { position: "focus" })).json.data as Banner[];
    expect(banners.map((b) => b.imageFocus)).toEqual([focus, null]);

    const item = await t.call(
      P.adminColumnItemCreate,
      {
        columnCode: "application",
        title: { zh: "焦点", en: "Focus" },
        summary: { zh: "", en: "" },
        content: { zh: "", en: "" },
        image: img.url,
        link: "",
        sort: 99,
      },
      as(editor),
    );
    expect(item.json.code, item.json.message).toBe("000000");
    const items = (await t.call(P.dataList, { columnCode: "application" })).json.data as DataItem[];
    expect(items.find((i) => i.id === item.json.data.id)?.imageFocus).toEqual(focus);
    expect(items.filter((i) => i.id !== item.json.data.id).every((i) => i.imageFocus === null)).toBe(true);
    const paged = (await t.call(P.dataPageList, { columnCode: "application", pageNum: 1, pageSize: 50 })).json.data as Page<DataItem>;
    expect(paged.list.find((i) => i.id === item.json.data.id)?.imageFocus).toEqual(focus);

    const column = (await t.call(P.adminColumnGet, { code: "about" }, as(editor))).json.data;
    const { code, version, title, description, keyword } = column;
    expect((await t.call(P.adminColumnUpdate, { code, version, title, description, keyword, image: img.url }, as(editor))).json.code).toBe(
      "000000",
    );
    expect((await t.call(P.columnByCode, { columnCode: "about" })).json.data.imageFocus).toEqual(focus);
    expect((await t.call(P.columnByCode, { columnCode: "protein" })).json.data.imageFocus).toBeNull();

    const news = await t.call(
      P.adminNewsCreate,
      {
        classCode: "company",
        title: { zh: "焦点新闻", en: "Focus news" },
        summary: { zh: "", en: "" },
        content: { zh: "<p>正文</p>", en: "" },
        cover: img.url,
        publishTime: new Date(Date.now() - 60_000).toISOString(),
        status: "published",
      },
      as(editor),
    );
    expect(news.json.code, news.json.message).toBe("000000");
    const id = news.json.data.id as number;
    const all = (await t.call(P.newsList, { pageNum: 1, pageSize: 100 })).json.data as Page<NewsSummary>;
    expect(all.list.find((n) => n.id === id)?.coverFocus).toEqual(focus);
    expect(all.list.filter((n) => n.id !== id).every((n) => n.coverFocus === null)).toBe(true);
    expect((await t.call(P.newsById, { id })).json.data.coverFocus).toEqual(focus);
    const other = all.list.find((n) => n.id !== id && n.classCode === "company");
    const related = (await t.call(P.newsRelated, { id: other?.id, size: 12 })).json.data as NewsSummary[];
    expect(related.find((n) => n.id === id)?.coverFocus).toEqual(focus);
  });

  it("moving the focus in the library shows on the next public read of every list and on the next cached page", async () => {
    const img = await uploadImage();
    await t.call(
      P.adminBannerCreate,
      {
        position: "moved",
        title: { zh: "移动", en: "Moved" },
        subtitle: { zh: "", en: "" },
        image: img.url,
        link: "",
        sort: 1,
        active: true,
      },
      as(editor),
    );
    const reads: Array<[string, unknown]> = [
      [P.bannerList, { position: "moved" }],
      [P.dataList, { columnCode: "application" }],
      [P.dataPageList, { columnCode: "application", pageNum: 1, pageSize: 9 }],
      [P.columnByCode, { columnCode: "about" }],
      [P.newsList, { pageNum: 1, pageSize: 9 }],
    ];
    for (const [path, body] of reads) await publicRead(path, body);
    for (const [path, body] of reads) expect((await publicRead(path, body)).state, path).toBe("hit");

    // A page rendered from the banner list, kept by the page cache.
    const render: RenderPage = async (_request, ctx) => {
      const slides = await serverPortal(ctx, "en").post<Banner[]>(P.bannerList, { position: "moved" });
      return new Response(`<main>${JSON.stringify(slides.map((b) => b.imageFocus))}</main>`, { headers: { "content-type": "text/html" } });
    };
    const context: PortalLoadContext = {
      portalFetch: (r) => Promise.resolve(t.portal.api.fetch(r)),
      portalBaseUrl: "http://portal.in-process",
      publicPortalUrl: "",
      log: () => {},
      requestId: "media-focus-test",
      errorDetails: false,
    };
    const respond = createPageResponder(render, () => context, new PageCache(t.portal.database.db, 1024 * 1024));
    const page = async () => (await respond(new Request("http://site.test/focus/"), { requestId: "r", nonce: "n" })).response;
    expect(await (await page()).text()).toContain('[{"x":50,"y":50}]');
    expect((await page()).headers.get("x-page-cache")).toBe("hit");

    await setFocus(img, 10, 90);
    for (const [path, body] of reads) expect((await publicRead(path, body)).state, path).toBe("miss");
    expect((await publicRead<Banner[]>(P.bannerList, { position: "moved" })).data[0]?.imageFocus).toEqual({ x: 10, y: 90 });
    const fresh = await page();
    expect(fresh.headers.get("x-page-cache")).toBe("miss");
    expect(await fresh.text()).toContain('[{"x":10,"y":90}]');
  });
});
