import type { Browser } from "@playwright/test";
import { adminCall, createStaffAccount, logInToBackOffice, recordProblems } from "./editor-helpers";
import { expect, LANG_COOKIE_URL, test } from "./fixtures";
import { recordStatusMessages, type StaffAccount } from "./helpers";
import { axeViolations } from "./shell-helpers";

const EDITOR: StaffAccount = {
  account: "section-editor@e2e.example",
  password: "draft-then-publish-2026",
  totpSecret: "KRSXG5CTMVRXEZLUKN2GKZLSMVZGK3TU",
};
const SLUG = "section-drafts";
const FIRST = { zh: "与我们的实验室联系", en: "Talk to our laboratory" };
const SECOND = "Ask our lab about your sample";

async function visitor(browser: Browser, lang: "zh" | "en") {
  const context = await browser.newContext();
  await context.addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);
  return { context, page: await context.newPage() };
}

/** The call to action's heading as a visitor of the live page sees it (the page cache catches up within a second). */
async function expectLiveHeading(browser: Browser, lang: "zh" | "en", text: string) {
  const { context, page } = await visitor(browser, lang);
  await expect(async () => {
    await page.goto(`/p/${SLUG}`);
    await expect(page.locator('main [data-block-type="callToAction"]').getByRole("heading")).toHaveText(text, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await context.close();
}

test("an editor drafts a reusable section without changing live pages, publishes it to every page at once, compares and restores an earlier version, and the page's history names the section versions it showed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const problems = await recordProblems(page);
  createStaffAccount(EDITOR, "Section Editor");
  await logInToBackOffice(page, EDITOR, "en");
  const section = await adminCall<{ id: number }>(page, "/api/admin/section/create", {
    name: "Lab contact band",
    block: {
      id: "lab-cta",
      type: "callToAction",
      props: { title: FIRST, text: { zh: "", en: "" }, buttonLabel: { zh: "联系", en: "Contact" }, link: "/contact/", tone: "light" },
    },
  });
  // A page of its own, published with the section placed, so no other test's publishing changes it.
  const created = await adminCall<{ revision: number; document: Record<string, unknown> }>(page, "/api/admin/page/create", {
    slug: SLUG,
    title: { zh: "区段草稿", en: "Section drafts" },
  });
  const saved = await adminCall<{ revision: number }>(page, "/api/admin/page/saveDraft", {
    slug: SLUG,
    revision: created.revision,
    document: {
      ...created.document,
      blocks: [
        { id: "hero", type: "column", props: { columnCode: "about" } },
        { id: "band", type: "sectionRef", props: { sectionId: section.id } },
      ],
    },
  });
  await adminCall(page, "/api/admin/page/publish", { slug: SLUG, revision: saved.revision });
  await expectLiveHeading(browser, "en", FIRST.en);

  // A draft: saved, marked as unpublished, and not on the live page.
  await page.goto(`/admin/sections/${section.id}`);
  await expect(page.locator("#preview-frame")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "Live: version 1" })).toContainText("Draft and live are the same");
  await page.locator("nav li", { hasText: "Outline" }).click();
  await page.locator("[data-puck-layer-tree-id] button", { hasText: "Call to action" }).first().click();
  await page.getByRole("group", { name: "Title", exact: true }).getByRole("textbox", { name: "English" }).fill(SECOND);
  const statuses = await recordStatusMessages(page);
  await page.getByRole("button", { name: "Save draft (unsaved changes)" }).click();
  await statuses.expectShown("Draft saved. Pages show version 1 until you publish.");
  await expect(page.getByRole("status").filter({ hasText: "Live: version 1" })).toContainText("Unpublished changes");
  await expectLiveHeading(browser, "en", FIRST.en);

  // Publishing asks first, naming the pages it changes, then every page shows it.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const ask = page.getByRole("alertdialog", { name: "Please confirm" });
  await expect(ask).toContainText(`Every page that places it shows the new content at once: ${SLUG}.`);
  expect(await axeViolations(page)).toEqual([]);
  await ask.getByRole("button", { name: "Publish" }).click();
  await statuses.expectShown("Section published as version 2");
  await expect(page.getByRole("status").filter({ hasText: "Live: version 2" })).toContainText("Draft and live are the same");
  await expectLiveHeading(browser, "en", SECOND);
  await expectLiveHeading(browser, "zh", FIRST.zh);

  // Its versions: version 1 previewed, then published again as version 3 — over an edit not yet saved,
  // which is saved first.
  await page.getByRole("group", { name: "Title", exact: true }).getByRole("textbox", { name: "English" }).fill("Words not saved yet");
  await page.getByRole("button", { name: "Versions", exact: true }).click();
  const versions = page.getByRole("dialog", { name: "Published versions of this section" });
  await expect(versions.getByRole("table").last().getByRole("row")).toHaveCount(3);
  // Compared like a page's versions: version 1 with version 2, field by field in each language.
  const compare = versions.getByRole("form", { name: "Compare two versions" });
  await compare.getByLabel("From").selectOption("1");
  await compare.getByLabel("To").selectOption("2");
  await compare.getByRole("button", { name: "Compare" }).click();
  await expect(versions.getByRole("heading", { name: "Version 1 → Version 2" })).toBeFocused();
  const english = versions.getByRole("row", { name: /^Title \(English\)/ });
  await expect(english.locator("del")).toHaveText(FIRST.en);
  await expect(english.locator("ins")).toHaveText(SECOND);
  await expect(versions.getByRole("row", { name: /^Title \(中文\)/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await versions.getByRole("button", { name: "← Versions" }).click();
  await versions.getByRole("button", { name: "Preview version 1" }).click();
  await expect(versions.getByTestId("version-preview").getByRole("heading")).toHaveText(FIRST.zh);
  expect(await axeViolations(page)).toEqual([]);
  await versions.getByRole("button", { name: "← Versions" }).click();
  await versions.getByRole("button", { name: "Restore version 1" }).click();
  await expect(ask).toContainText("Publish version 1 of this section again?");
  await ask.getByRole("button", { name: "Restore" }).click();
  await statuses.expectShown("Version 1 restored: live as version 3");
  await expect(page.getByRole("status").filter({ hasText: "Live: version 3" })).toBeVisible();
  await expectLiveHeading(browser, "en", FIRST.en);

  // The page's history says which version of the section each of its versions showed.
  await page.goto(`/admin/pages/${SLUG}`);
  await expect(page.locator("#preview-frame")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Versions", exact: true }).click();
  const pageVersions = page.getByRole("dialog", { name: "Published versions" });
  await expect(pageVersions.getByRole("row", { name: /^v1/ })).toContainText("Lab contact band v1 (live now: v3)");
  await expect(pageVersions.getByRole("link", { name: "Lab contact band v1 (live now: v3)" })).toHaveAttribute(
    "href",
    `/admin/sections/${section.id}`,
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
