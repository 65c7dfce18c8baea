import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminColumn } from "../../schemas/admin-columns";
import type { AdminBanner } from "../../schemas/admin-content";
import type { Banner, Column } from "../../schemas/entities";
import { minimumHeroOverlay } from "../../schemas/hero-overlay";
import type { MediaItem } from "../../schemas/media";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { as, sessionFor, storedState } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

/**
 * Heroes that take real photography (issue 24, decision 208): a picture of their own for phones, and
 * an overlay whose contrast under the white text is checked against the pictures' measured brightness.
 */
let t: TestPortal;
let editor = "";
beforeAll(async () => {
  t = await startTestPortal();
  editor = (await sessionFor(t, "editor")).token;
});
afterAll(() => t.close());

/** A photograph-like image: mostly `base`, with a bright window of `highlight` over a tenth of it. */
async function upload(name: string, base: number, highlight: number): Promise<MediaItem> {
  const window = await sharp({ create: { width: 400, height: 150, channels: 3, background: { r: highlight, g: highlight, b: highlight } } })
    .png()
    .toBuffer();
  const bytes = await sharp({ create: { width: 1200, height: 500, channels: 3, background: { r: base, g: base, b: base + 10 } } })
    .composite([{ input: window, left: 100, top: 100 }])
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await t.portal.api.fetch(
    new Request(`http://127.0.0.1${P.adminMediaUpload}`, { method: "POST", headers: { accessToken: editor, lang: "en-US" }, body: form }),
  );
  const json = (await res.json()) as { code: string; data: MediaItem };
  expect(json.code).toBe("000000");
  const listed = (await t.call(P.adminMediaList, { id: json.data.id, pageSize: 1 }, as(editor))).json.data.list[0] as MediaItem;
  return listed;
}

const slide = (image: string, overlay: number, phoneImage = "") => ({
  position: "art",
  title: { zh: "真实照片", en: "A real photograph" },
  subtitle: { zh: "", en: "" },
  image,
  phoneImage,
  overlay,
  link: "",
  sort: 1,
  active: true,
});

describe("hero art direction and overlay contrast", () => {
  let bright: MediaItem;
  let dark: MediaItem;
  beforeAll(async () => {
    // A bright window over a tenth of a dark picture is more than the brightest 5 %: it sets the level.
    bright = await upload("bright-window.png", 30, 245);
    dark = await upload("night.png", 25, 35);
  });

  it("measures each uploaded picture's bright level: the grey its brightest 5 % of pixels exceed", () => {
    expect(bright.brightLevel).toBeGreaterThanOrEqual(240);
    expect(dark.brightLevel).toBeLessThanOrEqual(40);
  });

  it("refuses a slide whose text would fall below 4.5:1, says how dark it must be in the editor's language, and stores nothing", async () => {
    const before = await storedState(t);
    const needed = minimumHeroOverlay(bright.brightLevel);
    const refused = await t.call(P.adminBannerCreate, slide(bright.url, needed - 5), as(editor));
    expect(refused.json.code).toBe("000001");
    expect(refused.json.message).toContain(`at least ${needed} %`);
    expect(refused.json.message).toContain("Nothing was saved");
    const zh = await t.call(P.adminBannerCreate, slide(bright.url, needed - 5), as(editor, "zh-CN"));
    expect(zh.json.message).toContain(`至少 ${needed}%`);
    expect(await storedState(t)).toEqual(before);
    // A dark photograph needs no overlay at all.
    const night = await t.call(P.adminBannerCreate, slide(dark.url, 0), as(editor));
    expect(night.json.code, night.json.message).toBe("000000");
    await t.call(P.adminBannerDelete, { id: (night.json.data as AdminBanner).id, version: 1 }, as(editor));
  });

  it("checks the phone picture too, since the text lies on it there", async () => {
    const refused = await t.call(P.adminBannerCreate, slide(dark.url, 10, bright.url), as(editor));
    expect(refused.json.code).toBe("000001");
    expect((await t.call(P.adminBannerCreate, slide(dark.url, 10, dark.url), as(editor))).json.code).toBe("000000");
  });

  it("counts a picture the library has not measured as white", async () => {
    expect((await t.call(P.adminBannerCreate, slide("/demo/banner-1.svg", 56), as(editor))).json.code).toBe("000001");
    expect((await t.call(P.adminBannerCreate, slide("/demo/banner-1.svg", 57), as(editor))).json.code).toBe("000000");
  });

  it("refuses an overlay outside 0–90 % with the field's message", async () => {
    const res = await t.call(P.adminBannerCreate, slide(dark.url, 95), as(editor));
    expect(res.json.code).toBe("000001");
    expect(JSON.stringify(res.json)).toContain("whole number from 0 to 90");
  });

  it("gives visitors each slide's phone picture with its own focus, and its overlay", async () => {
    await t.call(
      P.adminMediaUpdate,
      { id: dark.id, version: dark.version, name: dark.name, alt: dark.alt, focus: { x: 80, y: 25 } },
      as(editor),
    );
    const created = await t.call(P.adminBannerCreate, { ...slide(bright.url, 80, dark.url), position: "art-phone" }, as(editor));
    expect(created.json.code, created.json.message).toBe("000000");
    expect(created.json.data).toMatchObject({ phoneImage: dark.url, overlay: 80 });
    const [visible] = (await t.call(P.bannerList, { position: "art-phone" })).json.data as Banner[];
    expect(visible).toMatchObject({ image: bright.url, phoneImage: dark.url, phoneImageFocus: { x: 80, y: 25 }, overlay: 80 });
    expect(visible?.imageFocus).toEqual({ x: 50, y: 50 });
  });

  it("does the same for a page header, whose old slides and headers keep today's look (70 %)", async () => {
    const about = (await t.call(P.adminColumnGet, { code: "about" }, as(editor))).json.data as AdminColumn;
    expect(about).toMatchObject({ overlay: 70, phoneImage: "" });
    const body = {
      code: "about",
      version: about.version,
      title: about.title,
      description: about.description,
      keyword: about.keyword,
      image: bright.url,
      phoneImage: dark.url,
    };
    const before = await storedState(t);
    const refused = await t.call(P.adminColumnUpdate, { ...body, overlay: 20 }, as(editor));
    expect(refused.json.code).toBe("000001");
    expect(await storedState(t)).toEqual(before);
    expect(((await t.call(P.adminColumnGet, { code: "about" }, as(editor))).json.data as AdminColumn).image).toBe(about.image);
    const saved = await t.call(P.adminColumnUpdate, { ...body, overlay: 85 }, as(editor));
    expect(saved.json.code, saved.json.message).toBe("000000");
    const visible = (await t.call(P.columnByCode, { columnCode: "about" })).json.data as Column;
    expect(visible).toMatchObject({ image: bright.url, phoneImage: dark.url, overlay: 85, phoneImageFocus: { x: 80, y: 25 } });
  });
});
