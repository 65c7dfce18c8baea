import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { createStaffAccount, logInToBackOffice, recordProblems } from "./editor-helpers";
import { expect, test } from "./fixtures";
import { recordStatusMessages, type StaffAccount } from "./helpers";
import { openAt } from "./shell-helpers";

test.use({ reducedMotion: "reduce" });

/**
 * Issue 22's "editor runs the site" suite is this test and the ones tagged @editor-runs-the-site in
 * the other editor suites (decision 198): together they change every kind of content a visitor sees
 * and check it on the public site in zh and en. This one: an FAQ answer, an application card's
 * image and a banner slide, all through the back office's screens.
 */
const EDITOR: StaffAccount = {
  account: "site-runner@e2e.example",
  password: "no-developer-needed-2026",
  totpSecret: "ONUXIZJAOJ2W43TFOIQGE6JAMVSGS5DP",
};
const ANSWER = { zh: "常规项目 5 个工作日出报告，加急 48 小时。", en: "Routine tests report in 5 working days, urgent ones in 48 hours." };
const SLIDE = { zh: "每一批都经过检测", en: "Every batch, tested" };

const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40, g: 90, b: 60 } } })
    .png()
    .toBuffer();

test("an editor changes an FAQ answer, an application card's image and a banner slide; visitors see each in zh and en", {
  tag: "@editor-runs-the-site",
}, async ({ page, browser }) => {
  test.setTimeout(120_000);
  createStaffAccount(EDITOR, "Site Runner");
  const problems = await recordProblems(page);
  await logInToBackOffice(page, EDITOR, "en");
  const statuses = await recordStatusMessages(page);
  const saveAndWait = async (form: Locator) => {
    await form.getByRole("button", { name: "Save" }).click();
    await statuses.expectShown("Saved");
  };

  // An FAQ answer (rich text), in both languages.
  await page.goto("/admin/column-items?column=faq");
  const rows = page.getByTestId("column-item-row");
  await rows.getByRole("button", { name: "How long does testing take?", exact: true }).click();
  const entry = page.getByRole("form", { name: "Edit entry" });
  await entry.getByRole("textbox", { name: "Text (中文)" }).fill(ANSWER.zh);
  await entry.getByRole("textbox", { name: "Text (English)" }).fill(ANSWER.en);
  await saveAndWait(entry);

  // An application card's image, uploaded where it is used.
  await page.getByLabel("List", { exact: true }).selectOption({ label: "Application fields" });
  await rows.getByRole("button", { name: "Infant Formula", exact: true }).click();
  await entry
    .getByLabel("Upload image for Image")
    .setInputFiles({ name: "formula-line.png", mimeType: "image/png", buffer: await photo() });
  const image = entry.getByRole("textbox", { name: "Image", exact: true });
  await expect(image).toHaveValue(/^\/files\/img\/[0-9a-f]{24}-1600x1200\/1600\.webp$/, { timeout: 20_000 });
  const imageId = (await image.inputValue()).split("/")[3] as string;
  await saveAndWait(entry);

  // A banner slide's title.
  await page.goto("/admin/banners");
  await page.getByRole("button", { name: "Professional Lactoferrin Sample Testing", exact: true }).click();
  const banner = page.getByRole("form", { name: "Edit banner" });
  await banner.getByLabel("Title (中文)").fill(SLIDE.zh);
  await banner.getByLabel("Title (English)").fill(SLIDE.en);
  await saveAndWait(banner);
  await expect(page.getByRole("button", { name: SLIDE.en, exact: true })).toBeVisible();

  // Visitors, in each language: the answer under its question, the card's new picture, the slide.
  const visitor = await browser.newContext({ reducedMotion: "reduce" });
  const site = await visitor.newPage();
  const siteProblems = await recordProblems(site);
  for (const lang of ["zh", "en"] as const) {
    await openAt(site, "/testingServices/", lang);
    const question = site.locator("details", { hasText: lang === "zh" ? "检测周期是多久？" : "How long does testing take?" });
    await question.locator("summary").click();
    await expect(question).toContainText(ANSWER[lang]);

    await openAt(site, "/", lang);
    const card = site.locator("li", { has: site.getByRole("heading", { name: lang === "zh" ? "婴幼儿配方食品" : "Infant Formula" }) });
    await expect(card.locator("img")).toHaveAttribute("src", new RegExp(imageId));
    // The second slide, as a visitor reaches it.
    await site.getByRole("button", { name: lang === "zh" ? "转到第 2 张" : "Go to slide 2" }).click();
    await expect(site.getByRole("heading", { name: SLIDE[lang] })).toBeVisible();
  }
  await visitor.close();
  expect([...problems, ...siteProblems]).toEqual([]);
});
