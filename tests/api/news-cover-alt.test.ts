import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminNews, NewsInput } from "../../schemas/admin-content";
import type { MediaItem } from "../../schemas/media";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { as, sessionFor } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

/** A news cover's alt text is the media library's, and visitors' news answers carry it (decision 196). */
let t: TestPortal;
let editor = "";
beforeAll(async () => {
  t = await startTestPortal();
  editor = (await sessionFor(t, "editor")).token;
});
afterAll(() => t.close());

const create = async (over: Partial<NewsInput>) => {
  const body: NewsInput = {
    classCode: "company",
    title: { zh: "标题", en: "Title" },
    summary: { zh: "", en: "" },
    content: { zh: "<p>正文</p>", en: "" },
    cover: "/demo/news-1.svg",
    publishTime: "2026-01-02T03:04:05.000Z",
    status: "published",
    ...over,
  };
  const r = await t.call(P.adminNewsCreate, body, as(editor));
  expect(r.json.code, r.json.message).toBe("000000");
  return r.json.data as AdminNews;
};

describe("cover alt text", () => {
  it("visitors' news list, article and related list carry the cover's alt text from the media library, per language; other covers have none", async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 30, g: 90, b: 60 } } })
      .png()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(png)]), "plant.png");
    form.append("altZh", "新工厂的灌装线");
    form.append("altEn", "The new plant's filling line");
    const res = await t.portal.api.fetch(
      new Request(`http://127.0.0.1${P.adminMediaUpload}`, { method: "POST", headers: { accessToken: editor }, body: form }),
    );
    const image = ((await res.json()) as { data: MediaItem }).data;
    const withAlt = await create({ title: { zh: "封面替代文本", en: "Cover alt" }, cover: image.url, status: "published" });
    const without = await create({ title: { zh: "演示封面", en: "Demo cover" }, status: "published" });

    const listed = (await t.call(P.newsList, { keyword: "封面替代文本" })).json.data.list[0];
    expect(listed).toMatchObject({ id: withAlt.id, coverAlt: "新工厂的灌装线", coverAltEn: "The new plant's filling line" });
    expect((await t.call(P.newsById, { id: withAlt.id })).json.data).toMatchObject({
      coverAlt: "新工厂的灌装线",
      coverAltEn: "The new plant's filling line",
    });
    expect((await t.call(P.newsById, { id: without.id })).json.data).toMatchObject({ coverAlt: "", coverAltEn: "" });
    const related = (await t.call(P.newsRelated, { id: without.id, size: 10 })).json.data as Array<{ id: number; coverAlt: string }>;
    expect(related.find((n) => n.id === withAlt.id)?.coverAlt).toBe("新工厂的灌装线");

    // Corrected in the library: the public answers (cached for visitors) say the new text at once.
    const saved = await t.call(
      P.adminMediaUpdate,
      { id: image.id, version: image.version, name: image.name, alt: { zh: "灌装线", en: "" }, focus: image.focus },
      as(editor),
    );
    expect(saved.json.code).toBe("000000");
    expect((await t.call(P.newsById, { id: withAlt.id })).json.data).toMatchObject({ coverAlt: "灌装线", coverAltEn: "" });
    expect((await t.call(P.newsList, { keyword: "封面替代文本" })).json.data.list[0].coverAlt).toBe("灌装线");
  });
});
