import type { Browser } from "@playwright/test";
import { adminCall, createStaffAccount, logInToBackOffice } from "./editor-helpers";
import { expect, LANG_COOKIE_URL, test } from "./fixtures";
import { recordStatusMessages, type StaffAccount } from "./helpers";
import { axeViolations } from "./shell-helpers";

const EDITOR: StaffAccount = {
  account: "share-editor@e2e.example",
  password: "show-the-draft-2026",
  totpSecret: "MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U",
};
const SLUG = "shared-draft";
const SECTION = "Shared call to action";
const DRAFT = { zh: "只在草稿里的标题", en: "A heading only the draft has" };

/** A colleague with no account and no cookies but the language. */
async function colleague(browser: Browser, lang: "zh" | "en") {
  const context = await browser.newContext();
  await context.addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);
  return { context, page: await context.newPage() };
}

test("an editor is told who else has the page open, saves a block as a section (picked at once), and shares a preview of the unpublished draft: a colleague without an account sees it, marked, until the link is changed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  createStaffAccount(EDITOR, "Share Editor");
  await logInToBackOffice(page, EDITOR, "en");
  // A page of its own that is never published, so no other test's publishing shows this draft.
  const created = await adminCall<{ revision: number; document: Record<string, unknown> }>(page, "/api/admin/page/create", {
    slug: SLUG,
    title: { zh: "分享的草稿", en: "Shared draft" },
  });
  const cta = {
    id: "shared-cta",
    type: "callToAction",
    props: { title: DRAFT, text: { zh: "", en: "" }, buttonLabel: { zh: "联系", en: "Contact" }, link: "/contact/", tone: "light" },
  };
  await adminCall(page, "/api/admin/page/saveDraft", {
    slug: SLUG,
    revision: created.revision,
    document: { ...created.document, blocks: [{ id: "hero", type: "column", props: { columnCode: "about" } }, cta] },
  });

  await page.goto(`/admin/pages/${SLUG}`);
  await expect(page.getByRole("button", { name: "Share preview" })).toBeVisible({ timeout: 30_000 });
  // Presence: the same page opened in a second tab is told the first has it open (a heartbeat, decision 195).
  const secondTab = await page.context().newPage();
  await secondTab.goto(`/admin/pages/${SLUG}`);
  await expect(secondTab.getByTestId("page-presence")).toHaveText("Also editing now: you, in another tab", { timeout: 30_000 });
  await secondTab.close();

  // Save as section: the block becomes a section, and its picker shows that section the moment it is saved.
  const statuses = await recordStatusMessages(page);
  await page.locator("nav li", { hasText: "Outline" }).click();
  await page.locator("[data-puck-layer-tree-id] button", { hasText: "Call to action" }).first().click();
  await page.getByRole("button", { name: "Save as section" }).click();
  const naming = page.getByRole("dialog", { name: "Save the selected block as a reusable section" });
  await naming.getByLabel("Section name").fill(SECTION);
  await naming.getByRole("button", { name: "Save section" }).click();
  await statuses.expectShown(`Saved as the section “${SECTION}”`);
  const picker = page.getByRole("combobox", { name: "Section", exact: true }).filter({ visible: true });
  expect(await picker.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(SECTION);

  await page.getByRole("button", { name: "Share preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Share a preview of the draft" });
  await dialog.getByLabel("Valid for").selectOption({ label: "1 day" });
  await dialog.getByRole("button", { name: "Create link" }).click();
  const link = await dialog.getByLabel("Preview link").inputValue();
  expect(link).toMatch(/\/preview\/\?token=shared-draft\.\d+\./);
  await expect(dialog).toContainText(/Works until .+ GMT\+8/);
  expect(await axeViolations(page)).toEqual([]);

  for (const lang of ["en", "zh"] as const) {
    const { context, page: other } = await colleague(browser, lang);
    const response = await other.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(other.getByRole("heading", { name: DRAFT[lang] })).toBeVisible();
    await expect(other.getByTestId("preview-banner")).toContainText(
      lang === "en" ? "This is an unpublished draft; visitors do not see it." : "这是尚未发布的草稿，访客看不到。",
    );
    await expect(other.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await axeViolations(other)).toEqual([]);
    // Visitors do not have it: the page was never published.
    expect((await other.goto(`/p/${SLUG}`))?.status()).toBe(404);
    // A link changed by hand (a later expiry) works no more, and says so.
    const forged = link.replace(/shared-draft\.(\d+)\./, (_m, s: string) => `shared-draft.${Number(s) + 86_400}.`);
    expect((await other.goto(forged))?.status()).toBe(404);
    await expect(other.getByRole("heading", { level: 1 })).toHaveText(
      lang === "en" ? "This preview link no longer works" : "预览链接已失效",
    );
    await context.close();
  }
});
