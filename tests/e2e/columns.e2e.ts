import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createLabAdmin, enrolTwoFactor, LAB, staffToken } from "./helpers";
import { axeViolations, openAt } from "./shell-helpers";

test.use({ reducedMotion: "reduce" });

/** Its own editor: the back-office suite enrols EDITOR, and a second enrolment would fail. */
const COLUMNS_EDITOR = { account: "columns-editor@e2e.example", password: "column-desk-2026", nickname: "Editor Zhao" };

async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeViolations(page, "main");
  expect(violations.map((v) => `${where} ${v}`)).toEqual([]);
}

test("an editor changes a page header and an advantage in the back office, reorders the list by keyboard, and visitors see it in zh and en", async ({
  page,
  request,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  createLabAdmin();
  const adminToken = await staffToken(request, LAB);
  const made = await request.post("/api/admin/user/create", {
    headers: { accessToken: adminToken },
    data: { ...COLUMNS_EDITOR, role: "editor" },
  });
  expect(((await made.json()) as { code: string }).code).toBe("000000");

  // Logs in on the back office's own login screen and sets up two-factor authentication (TOTP).
  await page.context().addCookies([{ name: "lang", value: "en", url: baseURL as string }]);
  await page.goto("/admin/columns");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email or mobile number").fill(COLUMNS_EDITOR.account);
  await login.getByLabel(/^Password/).fill(COLUMNS_EDITOR.password);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible({ timeout: 20_000 });
  await enrolTwoFactor(page);

  // The product page's header.
  await expect(page.getByRole("heading", { level: 1, name: "Page headers" })).toBeVisible();
  await page.getByRole("button", { name: "Products", exact: true }).click();
  const header = page.getByRole("form", { name: "Edit the page header “protein”" });
  await expect(header.getByText("Every page that shows this header shows your changes.")).toBeVisible();
  await expectNoAxeViolations(page, "/admin/columns form (en)");
  await header.getByLabel("Title (中文)").fill("乳铁蛋白产品与规格");
  await header.getByLabel("Title (English)").fill("Lactoferrin products and specifications");
  await header.getByLabel("Description (English)").fill("Specifications edited in the back office.");
  await header.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Lactoferrin products and specifications", exact: true })).toBeVisible();

  // The first advantage, in the list of advantages.
  await page.getByRole("navigation", { name: "Back office menu" }).getByRole("link", { name: "Lists (advantages, FAQ…)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lists (advantages, FAQ…)" })).toBeVisible();
  await expect(page.getByLabel("List")).toHaveValue("advantage");
  const rows = page.getByTestId("column-item-row");
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText("Purity of 95% or More");
  await rows.first().getByRole("button", { name: "Purity of 95% or More", exact: true }).click();
  const form = page.getByRole("form", { name: "Edit entry" });
  await expect(form.getByText("Every page that shows this list shows your changes.")).toBeVisible();
  await form.getByLabel("Title (中文)").fill("纯度可达 97%");
  await form.getByLabel("Title (English)").fill("Purity up to 97%");
  await form.getByLabel("Summary (English)").fill("Checked batch by batch, edited in the back office.");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(rows.first()).toContainText("Purity up to 97%");
  await expectNoAxeViolations(page, "/admin/column-items form (en)");

  // Moved down twice with the keyboard: the focus stays on the item's button.
  const down = page.getByRole("button", { name: "Move “Purity up to 97%” down" });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(rows.nth(1)).toContainText("Purity up to 97%");
  await expect(down).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(rows.nth(2)).toContainText("Purity up to 97%");
  await expect(page.getByRole("status").filter({ hasText: "“Purity up to 97%” is now at position 3" })).toBeAttached();

  // Visitors see both changes at once, in both languages.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await openAt(site, "/protein/", "zh");
  await expect(site.getByRole("heading", { level: 1 })).toHaveText("乳铁蛋白产品与规格");
  await openAt(site, "/protein/", "en");
  await expect(site.getByRole("heading", { level: 1 })).toHaveText("Lactoferrin products and specifications");
  await expect(site.locator("header p").filter({ hasText: "Specifications edited in the back office." })).toBeVisible();
  for (const [lang, title, before] of [
    ["zh", "纯度可达 97%", "纯度 ≥95%"],
    ["en", "Purity up to 97%", "Purity of 95% or More"],
  ] as const) {
    await openAt(site, "/", lang);
    const advantages = site.getByRole("heading", { level: 3 });
    await expect(advantages.filter({ hasText: title })).toHaveCount(1);
    await expect(advantages.filter({ hasText: before })).toHaveCount(0);
    // Third in the list, as ordered in the back office.
    const list = site.locator("ul").filter({ has: site.getByRole("heading", { level: 3, name: title }) });
    await expect(list.getByRole("heading", { level: 3 }).nth(2)).toHaveText(title);
  }
  await visitor.close();

  // The same screens in Chinese.
  await page.context().addCookies([{ name: "lang", value: "zh", url: baseURL as string }]);
  await page.goto("/admin/column-items?column=faq");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "列表内容（优势、问答…）" })).toBeVisible();
  await expect(page.getByLabel("列表")).toHaveValue("faq");
  await expect(rows).toHaveCount(6);
  await expectNoAxeViolations(page, "/admin/column-items (zh)");
  await page.getByRole("navigation").getByRole("link", { name: "页面头部" }).click();
  await expect(page.getByRole("button", { name: "乳铁蛋白产品与规格", exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "/admin/columns (zh)");
  expect(consoleErrors).toEqual([]);
});
