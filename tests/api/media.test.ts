import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaItem } from "../../schemas/media";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { as, sessionFor, storedState } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

/** The media library: upload with alt text, search, edit, where used, refused delete (decision 160). */
let t: TestPortal;
const tokens = { editor: "", customer: "" };
beforeAll(async () => {
  t = await startTestPortal();
  tokens.editor = (await sessionFor(t, "editor")).token;
  tokens.customer = (await sessionFor(t, "customer")).token;
});
afterAll(() => t.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 140 } } })
    .png()
    .toBuffer();

async function upload(token: string, bytes: Uint8Array, fields: Record<string, string> = {}, fileName = "field-photo.png") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), fileName);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await t.portal.api.fetch(
    new Request(`http://127.0.0.1${P.adminMediaUpload}`, { method: "POST", headers: { accessToken: token, lang: "en-US" }, body: form }),
  );
  return (await res.json()) as { code: string; message: string; data: MediaItem };
}
const list = async (body: Record<string, unknown> = {}) =>
  (await t.call(P.adminMediaList, { pageSize: 100, ...body }, as(tokens.editor))).json.data as { list: MediaItem[]; total: number };
const storedFiles = () => fs.readdirSync(t.storageDir, { recursive: true }).filter((f) => path.extname(String(f)));

describe("media library", () => {
  it("uploads with a name and alt text in both languages; lists variants and finds it by name or alt text", async () => {
    const up = await upload(
      tokens.editor,
      await png(1800, 900),
      { altZh: "实验室里的样品", altEn: "Samples in the lab" },
      "lab-samples.png",
    );
    expect(up.code).toBe("000000");
    expect(up.data).toMatchObject({
      name: "lab-samples",
      width: 1800,
      height: 900,
      alt: { zh: "实验室里的样品", en: "Samples in the lab" },
      focus: { x: 50, y: 50 },
      usedBy: [],
      version: 1,
    });
    expect(up.data.url).toBe(`/files/img/${up.data.id}/1600.webp`);
    expect(up.data.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      "480.avif",
      "480.webp",
      "960.avif",
      "960.webp",
      "1600.avif",
      "1600.webp",
    ]);

    await upload(tokens.editor, await png(600, 400), { name: "Factory gate" });
    expect((await list()).total).toBe(2);
    expect((await list({ keyword: "样品" })).list.map((m) => m.id)).toEqual([up.data.id]);
    expect((await list({ keyword: "IN THE LAB" })).list.map((m) => m.id)).toEqual([up.data.id]);
    expect((await list({ keyword: "factory" })).list.map((m) => m.name)).toEqual(["Factory gate"]);
    expect((await list({ keyword: "nothing like it" })).total).toBe(0);
  });

  it("edits alt text and focus with a version check; bad input and stale versions change nothing", async () => {
    const img = (await upload(tokens.editor, await png(500, 500), { name: "Powder" })).data;
    const body = {
      id: img.id,
      version: 1,
      name: "Lactoferrin powder",
      alt: { zh: "乳铁蛋白粉末", en: "Lactoferrin powder" },
      focus: { x: 30, y: 70 },
    };
    const saved = await t.call(P.adminMediaUpdate, body, as(tokens.editor));
    expect(saved.json.code).toBe("000000");
    expect(saved.json.data).toMatchObject({ name: "Lactoferrin powder", alt: body.alt, focus: { x: 30, y: 70 }, version: 2 });

    const before = await storedState(t);
    const stale = await t.call(P.adminMediaUpdate, { ...body, alt: { zh: "旧", en: "old" } }, as(tokens.editor));
    expect(stale.json.code).toBe("000006");
    const badFocus = await t.call(P.adminMediaUpdate, { ...body, version: 2, focus: { x: 101, y: 0 } }, as(tokens.editor));
    expect(badFocus.json.code).toBe("000001");
    expect(badFocus.json.message).toContain("A whole number from 0 to 100");
    const longAlt = await t.call(P.adminMediaUpdate, { ...body, version: 2, alt: { zh: "长".repeat(301), en: "" } }, as(tokens.editor));
    expect(longAlt.json.code).toBe("000001");
    expect(longAlt.json.message).toContain("At most 300 characters");
    const unknown = await t.call(P.adminMediaUpdate, { ...body, id: "not-an-image" }, as(tokens.editor));
    expect(unknown.json.message).toContain("This image is not in the media library");
    expect((await t.call(P.adminMediaUpdate, body, as(tokens.customer))).json.code).toBe("000003");
    expect((await t.call(P.adminMediaUpdate, body)).json.code).toBe("000004");
    expect((await t.call(P.adminMediaList, {})).json.code).toBe("000004");
    expect(await storedState(t)).toEqual(before);

    // Visitors' pages read the alt text and focus by the image's URL (any of its variants).
    const info = await t.call(P.mediaInfo, { url: img.variants[0]?.url });
    expect(info.json.data).toEqual({ alt: body.alt, focus: { x: 30, y: 70 } });
    expect((await t.call(P.mediaInfo, { url: "/demo/banner-1.svg" })).json.data).toBeNull();
  });

  it("refuses to delete an image that is used, naming where in the caller's language; deletes it once unused", async () => {
    const img = (await upload(tokens.editor, await png(1000, 500), { name: "Hero" })).data;
    const banner = await t.call(
      P.adminBannerCreate,
      {
        position: "index",
        title: { zh: "纯净乳铁蛋白", en: "Pure lactoferrin" },
        subtitle: { zh: "", en: "" },
        image: img.url,
        link: "",
        sort: 5,
        active: true,
      },
      as(tokens.editor),
    );
    expect(banner.json.code).toBe("000000");
    const news = await t.call(
      P.adminNewsCreate,
      {
        classCode: "company",
        title: { zh: "新工厂", en: "New plant" },
        summary: { zh: "", en: "" },
        content: { zh: `<p>见图</p><img src="${img.variants[1]?.url}" alt="工厂">`, en: "" },
        cover: "/demo/news-1.svg",
        publishTime: "2026-01-01T00:00:00Z",
        status: "draft",
      },
      as(tokens.editor),
    );
    expect(news.json.code, news.json.message).toBe("000000");

    const found = (await list({ keyword: "Hero" })).list[0];
    expect(found?.usedBy.map((u) => [u.kind, u.title.en])).toEqual([
      ["news", "New plant"],
      ["banner", "Pure lactoferrin"],
    ]);

    const filesBefore = storedFiles().length;
    const before = await storedState(t);
    const refusedEn = await t.call(P.adminMediaDelete, { id: img.id, version: 1 }, as(tokens.editor));
    expect(refusedEn.json).toMatchObject({
      code: "000006",
      message:
        "This image is still used by news item “New plant”, banner “Pure lactoferrin”. Choose another image there first, then delete it.",
    });
    const refusedZh = await t.call(P.adminMediaDelete, { id: img.id, version: 1 }, as(tokens.editor, "zh-CN"));
    expect(refusedZh.json.message).toBe("该图片仍被新闻“新工厂”、横幅“纯净乳铁蛋白”使用。请先在那里换成其他图片，再删除。");
    expect(await storedState(t)).toEqual(before);
    expect(storedFiles().length).toBe(filesBefore);

    await t.call(P.adminBannerDelete, { id: banner.json.data.id, version: banner.json.data.version }, as(tokens.editor));
    await t.call(P.adminNewsDelete, { id: news.json.data.id, version: news.json.data.version }, as(tokens.editor));
    expect((await t.call(P.adminMediaDelete, { id: img.id, version: 2 }, as(tokens.editor))).json.code).toBe("000006");
    const deleted = await t.call(P.adminMediaDelete, { id: img.id, version: 1 }, as(tokens.editor));
    expect(deleted.json.code).toBe("000000");
    // Its six variants and its original are gone, and so is its public address.
    expect(storedFiles().length).toBe(filesBefore - 7);
    const gone = await t.portal.api.fetch(new Request(`http://127.0.0.1${img.url}`));
    expect(gone.status).toBe(404);
    expect((await t.call(P.adminMediaDelete, { id: img.id, version: 1 }, as(tokens.editor))).json.code).toBe("000002");
  });

  it("counts a page draft as a use", async () => {
    const img = (await upload(tokens.editor, await png(300, 300), { name: "Draft only" })).data;
    const created = await t.call(P.adminPageCreate, { slug: "media-draft", title: { zh: "草稿页", en: "Draft page" } }, as(tokens.editor));
    expect(created.json.code, created.json.message).toBe("000000");
    const detail = (await t.call(P.adminPageGet, { slug: "media-draft" }, as(tokens.editor))).json.data;
    const doc = structuredClone(detail.document);
    doc.blocks = [
      {
        id: "mt-1",
        type: "mediaText",
        props: {
          eyebrow: { zh: "", en: "" },
          heading: { zh: "标题", en: "Heading" },
          body: { zh: "<p>正文</p>", en: "" },
          image: img.url,
          imageAlt: { zh: "", en: "" },
          imageSide: "right",
        },
      },
    ];
    const saved = await t.call(P.adminPageSaveDraft, { slug: "media-draft", revision: detail.revision, document: doc }, as(tokens.editor));
    expect(saved.json.code, saved.json.message).toBe("000000");
    const found = (await list({ keyword: "Draft only" })).list[0];
    expect(found?.usedBy).toEqual([{ kind: "pageDraft", title: { zh: "草稿页", en: "Draft page" }, editPath: "/admin/pages/media-draft" }]);
    expect((await t.call(P.adminMediaDelete, { id: img.id, version: 1 }, as(tokens.editor))).json.code).toBe("000006");
  });
});
