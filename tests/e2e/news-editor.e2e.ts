import sharp from "sharp";
import { adminCall, createStaffAccount, logInToBackOffice } from "./editor-helpers";
import { expect, LANG_COOKIE_URL, test } from "./fixtures";
import type { StaffAccount } from "./helpers";
import { axeViolations } from "./shell-helpers";

const EDITOR: StaffAccount = {
  account: "news-editor@e2e.example",
  password: "drafts-that-save-2026",
  totpSecret: "NZSXO4ZNMVSGS5DPOIWWKMTFFUZDAMRW",
};
const ALT_ZH = "乳铁蛋白粉末装入样品瓶";
const ALT_EN = "Lactoferrin powder filled into sample jars";

interface StoredNews {
  version: number;
  status: string;
  title: { zh: string; en: string };
  summary: { zh: string; en: string };
}

test("news editor: a draft saves itself, previews in zh and en, is published, changed and restored; visitors get the cover's alt text; the list names the category", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // The back office runs under the site's CSP: the preview and the dialogs must not break it.
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text().slice(0, 240));
  });
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  createStaffAccount(EDITOR, "News Editor");
  await logInToBackOffice(page, EDITOR, "en");
  const stamp = Date.now().toString(36);
  const title = { zh: `自动保存的资讯 ${stamp}`, en: `A news item that saves itself ${stamp}` };

  // A new item is created by its first Save, as a draft, with an uploaded cover and its alt text.
  await page.goto("/admin/news/new");
  const form = page.getByRole("form", { name: "New news item" });
  await form.getByLabel("Title (中文)").fill(title.zh);
  await form.getByLabel("Title (English)").fill(title.en);
  await form.getByRole("textbox", { name: "Body (中文)" }).fill("正文。");
  const cover = await sharp({ create: { width: 1280, height: 720, channels: 3, background: { r: 200, g: 120, b: 130 } } })
    .png()
    .toBuffer();
  await form.getByLabel("Upload image for Cover image").setInputFiles({ name: "jars.png", mimeType: "image/png", buffer: cover });
  await form.getByLabel("Alt text (中文)").fill(ALT_ZH);
  await form.getByLabel("Alt text (English)").fill(ALT_EN);
  await form.getByRole("button", { name: "Save alt text" }).click();
  await expect(page.getByText("Alt text saved: every page showing this image uses it").first()).toBeVisible();
  await form.getByLabel("Category").selectOption("company");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/);
  const id = Number(page.url().split("/").pop());
  const edit = page.getByRole("form", { name: "Edit news item" });
  const state = page.getByTestId("save-status");
  await expect(state).toHaveText("All changes saved");

  // A draft saves itself: no Save pressed, the server has the summary and the versions say "autosaved".
  await edit.getByLabel("Summary (English)").fill("Saved without pressing Save.");
  await expect(state).toHaveText("All changes saved");
  await expect
    .poll(async () => (await adminCall<StoredNews>(page, "/api/admin/news/getById", { id })).summary.en)
    .toBe("Saved without pressing Save.");
  expect(await axeViolations(page, "main")).toEqual([]);

  // Preview, by keyboard: the article as visitors will see it, in English, then in 中文.
  const previewButton = edit.getByRole("button", { name: "Preview" });
  await previewButton.focus();
  await page.keyboard.press("Enter");
  const preview = page.getByRole("dialog", { name: "Preview: as visitors will see it" });
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title.en);
  await expect(preview.getByRole("img", { name: ALT_EN })).toBeVisible();
  await expect(preview.getByText("Saved without pressing Save.")).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await preview.getByRole("button", { name: "中文" }).click();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title.zh);
  await expect(preview.getByRole("img", { name: ALT_ZH })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  await expect(previewButton).toBeFocused();
  expect((await adminCall<StoredNews>(page, "/api/admin/news/getById", { id })).status).toBe("draft");

  // Publish; a published item waits for Save: the change below is saved only when pressed.
  await edit.getByLabel("Status").selectOption("published");
  await expect(page.getByTestId("news-save-state")).toContainText("Save publishes it; nothing is saved automatically until then.");
  await edit.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("news-save-state")).toContainText("Published: changes go live only when you press Save.");
  await edit.getByLabel("Title (English)").fill(`${title.en}, rewritten`);
  await expect(state).toHaveText("Unsaved changes");
  await edit.getByRole("button", { name: "Save", exact: true }).click();
  await expect(state).toBeHidden();
  expect((await adminCall<StoredNews>(page, "/api/admin/news/getById", { id })).title.en).toBe(`${title.en}, rewritten`);

  // Versions: created, autosaved, published, rewritten; version 3 (as published) comes back as version 5.
  await edit.getByRole("button", { name: "Versions" }).click();
  const versions = page.getByRole("dialog", { name: "Versions of this news item" });
  await expect(versions.getByRole("row")).toHaveCount(5);
  await expect(versions.getByRole("rowheader")).toHaveText(["v4current", "v3", "v2autosaved", "v1"]);
  await expect(versions.getByRole("row").nth(1)).toContainText("News Editor");
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await versions.getByRole("button", { name: "Restore version 3" }).click();
  await page.getByRole("alertdialog", { name: "Please confirm" }).getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Version 3 restored (now version 5)").first()).toBeVisible();
  await expect(edit.getByLabel("Title (English)")).toHaveValue(title.en);

  // Visitors read the restored article with the cover's alt text in their language.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  for (const [lang, alt, heading] of [
    ["en", ALT_EN, title.en],
    ["zh", ALT_ZH, title.zh],
  ] as const) {
    await visitor.addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);
    await site.goto(`${baseURL}/consult/${id}`);
    await expect(site.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(site.locator("main").getByRole("img", { name: alt })).toBeVisible();
  }
  await visitor.close();

  // The list names the category, in the back office's language.
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page.getByRole("row").filter({ hasText: title.en })).toContainText("Company News");
  expect(violations).toEqual([]);
});
