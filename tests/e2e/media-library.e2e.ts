import sharp from "sharp";
import { adminCall, createStaffAccount, logInToBackOffice, recordProblems } from "./editor-helpers";
import { expect, LANG_COOKIE_URL, test } from "./fixtures";
import type { StaffAccount } from "./helpers";
import { axeViolations } from "./shell-helpers";

const EDITOR: StaffAccount = {
  account: "media-editor@e2e.example",
  password: "pictures-with-words-2026",
  totpSecret: "KRSXG5CTMVRXEZLUOMQGC3DUFZ2GK6DU",
};
const ALT_ZH = "实验室技术员检测乳铁蛋白样品";
const ALT_EN = "A lab technician testing lactoferrin samples";

const photo = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 127, g: 20, b: 51 } } })
    .png()
    .toBuffer();

test("an editor uploads an image into a media-text block with alt text in both languages; visitors see it with that alt text in zh and en; the library refuses to delete it while used", {
  tag: "@editor-runs-the-site",
}, async ({ page, browser }) => {
  test.setTimeout(180_000);
  createStaffAccount(EDITOR, "Media Editor");
  const problems = await recordProblems(page);
  await logInToBackOffice(page, EDITOR, "zh");

  // A page of its own with one media-and-text block (other tests edit the seeded pages).
  const slug = `media-e2e-${Date.now().toString(36)}`;
  await adminCall(page, "/api/admin/page/create", { slug, title: { zh: "图片测试页", en: "Image test page" } });
  const detail = await adminCall<{ revision: number; document: Record<string, unknown> }>(page, "/api/admin/page/get", { slug });
  const block = {
    id: "mt",
    type: "mediaText",
    props: {
      eyebrow: { zh: "", en: "" },
      heading: { zh: "我们的实验室", en: "Our laboratory" },
      body: { zh: "<p>每批原料都经过检测。</p>", en: "<p>Every batch is tested.</p>" },
      image: "/demo/banner-2.svg",
      imageAlt: { zh: "", en: "" },
      imageSide: "right",
    },
  };
  await adminCall(page, "/api/admin/page/saveDraft", {
    slug,
    revision: detail.revision,
    document: { ...detail.document, blocks: [block] },
  });

  await page.goto(`/admin/pages/${slug}`);
  await expect(page.locator("#preview-frame")).toBeVisible({ timeout: 30_000 });
  await page.locator("nav li", { hasText: "结构" }).click();
  await page.locator("[data-puck-layer-tree-id] button", { hasText: "图文" }).first().click();

  // Upload into the block's image field: it lands in the media library and the field shows it.
  // Puck keeps a hidden copy of the fields panel: the visible one is the editor's.
  await page
    .getByLabel("为图片上传图片", { exact: true })
    .filter({ visible: true })
    .setInputFiles({ name: "lab-technician.png", mimeType: "image/png", buffer: await photo() });
  const field = page.getByRole("textbox", { name: "图片", exact: true }).filter({ visible: true });
  await expect(field).toHaveValue(/^\/files\/img\/[0-9a-f]{24}-2000x1500\/1600\.webp$/, { timeout: 20_000 });
  const url = await field.inputValue();
  const id = url.split("/")[3] as string;

  // Alt text in both languages, saved with the image.
  const alt = page.getByRole("group", { name: "替代文字（随图片保存在媒体库中）" }).filter({ visible: true });
  await alt.getByLabel("替代文字（中文）").fill(ALT_ZH);
  await alt.getByLabel("替代文字（English）").fill(ALT_EN);
  await alt.getByRole("button", { name: "保存替代文字" }).click();
  await expect(
    page
      .getByRole("region", { name: /Notifications|通知/ })
      .getByRole("paragraph")
      .filter({ hasText: "替代文字已保存" }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("editor-zh-1280.png") });
  await expect(page.getByTestId("save-status")).toHaveText("所有更改已保存", { timeout: 15_000 });
  await page.getByRole("button", { name: "发布", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "已发布" })).toBeVisible();

  // Visitors: the uploaded image with the library's alt text, in each language; a phone gets a small variant.
  for (const [lang, text, width] of [
    ["zh", ALT_ZH, 390],
    ["en", ALT_EN, 1440],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);
    const visitor = await context.newPage();
    const visitorProblems = await recordProblems(visitor);
    await visitor.goto(`/p/${slug}/`);
    const img = visitor.locator(`main img[src*="${id}"]`);
    await expect(img).toHaveAttribute("alt", text);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const chosen = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(chosen).toContain(`/files/img/${id}/`);
    // At 390 px (the image is drawn at the full width) a phone never downloads the 1600.
    if (width === 390) expect(chosen).not.toMatch(/\/1600\./);
    await visitor.screenshot({ path: test.info().outputPath(`visitor-${lang}-${width}.png`), fullPage: false });
    expect(visitorProblems).toEqual([]);
    await context.close();
  }

  // The media library: the image with its alt text and where it is used; deleting it is refused, naming the page.
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { name: "媒体库", level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "编辑 lab-technician" }).click();
  const form = page.getByRole("form", { name: "编辑图片" });
  await expect(form.getByLabel("替代文字（中文）")).toHaveValue(ALT_ZH);
  await expect(form.getByRole("link", { name: "页面“图片测试页”" })).toHaveAttribute("href", `/admin/pages/${slug}`);
  expect(await axeViolations(page, "main")).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("library-zh.png"), fullPage: true });
  await form.getByRole("button", { name: "删除" }).click();
  const ask = page.getByRole("alertdialog", { name: "请确认" });
  await expect(ask).toContainText("确定永久删除这张图片？删除后无法恢复。");
  await ask.getByRole("button", { name: "删除" }).click();
  await expect(
    page
      .getByRole("region", { name: /Notifications|通知/ })
      .getByRole("paragraph")
      .filter({ hasText: "该图片仍被页面“图片测试页”使用" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "编辑 lab-technician" })).toBeVisible();

  // A banner slide showing the image, on a page of its own: a visitor's copy is cached, cropped at the centre.
  const position = `media${Date.now().toString(36)}`;
  await adminCall(page, "/api/admin/banner/create", {
    position,
    title: { zh: "焦点", en: "Focus" },
    subtitle: { zh: "", en: "" },
    image: url,
    link: "",
    sort: 1,
    active: true,
  });
  const bannerSlug = `${slug}-banner`;
  await adminCall(page, "/api/admin/page/create", { slug: bannerSlug, title: { zh: "横幅焦点", en: "Banner focus" } });
  const bannerPage = await adminCall<{ revision: number; document: Record<string, unknown> }>(page, "/api/admin/page/get", {
    slug: bannerSlug,
  });
  const bannerBlock = { id: "b", type: "banner", props: { position, autoplaySeconds: 0, headingLevel: "h1" } };
  const draft = await adminCall<{ revision: number }>(page, "/api/admin/page/saveDraft", {
    slug: bannerSlug,
    revision: bannerPage.revision,
    document: { ...bannerPage.document, blocks: [bannerBlock] },
  });
  await adminCall(page, "/api/admin/page/publish", { slug: bannerSlug, revision: draft.revision });
  const visitorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitor = await visitorContext.newPage();
  const bannerProblems = await recordProblems(visitor); // page errors and CSP violations (style attributes)
  const slide = visitor.locator(`[data-block-type="banner"] img[src*="${id}"]`);
  const cropAt = () => slide.evaluate((el) => getComputedStyle(el).objectPosition);
  await visitor.goto(`/p/${bannerSlug}/`);
  expect(await cropAt()).toBe("50% 50%");
  expect((await visitor.goto(`/p/${bannerSlug}/`))?.headers()["x-page-cache"]).toBe("hit");

  // Keyboard: search, then edit the focus point with the number fields, and save.
  await page.getByRole("searchbox").or(page.getByPlaceholder("名称或替代文字")).first().fill("技术员");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "图片" }).getByRole("listitem")).toHaveCount(1);
  await form.getByLabel("距左边（%）").fill("30");
  await form.getByRole("button", { name: "保存" }).focus();
  await page.keyboard.press("Enter");
  await expect(
    page
      .getByRole("region", { name: /Notifications|通知/ })
      .getByRole("paragraph")
      .filter({ hasText: "已保存" })
      .first(),
  ).toBeVisible();
  // The visitor's next view is rebuilt at once: the slide and the media-text image are cropped around the focus.
  expect((await visitor.goto(`/p/${bannerSlug}/`))?.headers()["x-page-cache"]).toBe("miss");
  expect(await cropAt()).toBe("30% 50%");
  await visitor.goto(`/p/${slug}/`);
  expect(
    await visitor.locator(`[data-block-type="mediaText"] img[src*="${id}"]`).evaluate((el) => getComputedStyle(el).objectPosition),
  ).toBe("30% 50%");
  expect(bannerProblems).toEqual([]);
  await visitorContext.close();

  await page.context().addCookies([{ name: "lang", value: "en", url: LANG_COOKIE_URL }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Media library", level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Edit lab-technician" }).click();
  await expect(page.getByRole("form", { name: "Edit image" }).getByRole("link", { name: "page “Image test page”" })).toBeVisible();
  expect(await axeViolations(page, "main")).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("library-en-390.png"), fullPage: true });
  expect(problems).toEqual([]);
});
