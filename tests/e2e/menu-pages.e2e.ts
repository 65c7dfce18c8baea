import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { recordProblems } from "./editor-helpers";
import { expect, LANG_COOKIE_URL, test } from "./fixtures";
import { enterTotpCode, type StaffAccount } from "./helpers";
import { axeViolations } from "./shell-helpers";

/**
 * An editor creates a page with a Chinese title (the address is suggested in pinyin), publishes it,
 * puts it in the header menu and renames a menu link; visitors see both in Chinese and English, on a
 * desktop (header menu) and a phone (the drawer), and the page is indexable and in the sitemap.
 * The test puts the menu back and deletes its page, so the other tests see the site as seeded.
 */
const EDITOR: StaffAccount = {
  account: "menu-editor@e2e.example",
  password: "menus-and-pages-2026",
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
};
const TITLE_ZH = "乳铁蛋白选购指南";
const SLUG = "ru-tie-dan-bai-xuan-gou-zhi-nan";
const LINK = { zh: "选购指南", en: "Buying guide" };
const RENAMED = { zh: "对比检测数据", en: "Compare your results" };

function createEditorAccount() {
  execFileSync(process.execPath, ["scripts/admin-create.mjs"], {
    env: {
      ...process.env,
      DATA_DIR: path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? "3123"}`),
      ADMIN_ACCOUNT: EDITOR.account,
      ADMIN_PASSWORD: EDITOR.password,
      ADMIN_TOTP_SECRET: EDITOR.totpSecret,
      ADMIN_NICKNAME: "Menu Editor",
      LOG_LEVEL: "silent",
    },
    stdio: "pipe",
  });
}

async function visitorSees(browser: Browser, lang: "zh" | "en", width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  await context.addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);
  const page = await context.newPage();
  const problems = await recordProblems(page);
  await page.goto("/contact/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  let menu = page.locator("header.site-header nav");
  if (width < 1024) {
    await expect(menu).toBeHidden();
    await page.getByTestId("full-drawer-trigger").click();
    menu = page.getByRole("dialog", { name: lang === "zh" ? "网站导航与联系方式" : "Site navigation and contact details" });
  } else {
    await menu.getByRole("link", { name: lang === "zh" ? "检测服务" : "Testing services", exact: true }).hover();
  }
  await expect(menu.getByRole("link", { name: RENAMED[lang], exact: true })).toHaveAttribute("href", "/dataComparison");
  const link = menu.getByRole("link", { name: LINK[lang], exact: true });
  await expect(link).toHaveAttribute("href", `/p/${SLUG}`);
  // The footer shows its own tree: unchanged.
  await expect(page.locator("footer").getByRole("link", { name: LINK[lang], exact: true })).toHaveCount(0);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/p/${SLUG}$`));
  await expect(page).toHaveTitle(new RegExp(`^${TITLE_ZH} \\| `));
  // No block of the page shows a heading: its title is the page's one h1 (no English title: the Chinese).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE_ZH);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/p/${SLUG}\\?lang=${lang}$`));
  expect(problems).toEqual([]);
  await context.close();
}

async function editorToken(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem("token") ?? "");
}

test("an editor creates a page with a Chinese title, publishes it, adds it to the menu and renames a link; visitors see it", {
  tag: "@editor-runs-the-site",
}, async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const problems = await recordProblems(page);
  createEditorAccount();
  await page.context().addCookies([{ name: "lang", value: "en", url: LANG_COOKIE_URL }]);
  await page.goto("/login/?redirect=%2Fadmin%2Fpages");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email or mobile number").fill(EDITOR.account);
  await login.getByLabel(/^Password/).fill(EDITOR.password);
  await login.getByRole("button", { name: "Log in" }).click();
  await enterTotpCode(page, EDITOR);
  await expect(page).toHaveURL(/\/admin\/pages$/, { timeout: 20_000 });
  const token = await editorToken(page);
  const api = async <T>(p: string, data: Record<string, unknown>) => {
    const res = await request.post(p, { headers: { accessToken: token }, data });
    const body = (await res.json()) as { code: string; data: T };
    expect(body.code, p).toBe("000000");
    return body.data;
  };
  const original = await api<{ menu: unknown; version: number }>("/api/admin/menu/get", {});

  try {
    // The address follows the Chinese title, in pinyin.
    const create = page.getByRole("form", { name: "New page" });
    await create.getByLabel(/^Title \(中文\)/).fill(TITLE_ZH);
    await expect(create.getByLabel(/^Address/)).toHaveValue(SLUG);
    await expect(create).toContainText("Suggested from the Chinese title in pinyin");
    await create.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/pages/${SLUG}$`), { timeout: 30_000 });
    await page.getByRole("button", { name: "Publish", exact: true }).click({ timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: "Published: version 1 is live" })).toBeVisible({ timeout: 15_000 });

    // The menu: rename a sub-link of "Testing services" and add the page under it.
    await page.goto("/admin/menu");
    await expect(page.getByRole("heading", { name: "Header menu" })).toBeVisible({ timeout: 30_000 });
    const header = page.getByRole("region", { name: "Header menu" });
    const testing = header.getByRole("group", { name: "Entry 3: 检测服务" });
    const compare = testing.getByRole("group", { name: "Sub-link 4: 数据对比" });
    await expect(compare).toBeVisible();
    // The legend follows the name as it is typed: the item is found by its id from here on.
    const compareById = testing.locator('[data-menu-child="ts-compare"]');
    await compareById.getByLabel("Name (中文)").fill(RENAMED.zh);
    await compareById.getByLabel("Name (English)").fill(RENAMED.en);
    await expect(testing.getByRole("group", { name: `Sub-link 4: ${RENAMED.zh}` })).toBeVisible();
    await testing.getByRole("button", { name: "Add a sub-link to “检测服务”" }).click();
    await expect(testing.getByRole("group", { name: "Sub-link 5: Sub-link 5" })).toBeVisible();
    const added = testing.locator("[data-menu-child]").nth(4);
    await added.getByLabel("Name (中文)").fill(LINK.zh);
    await added.getByLabel("Name (English)").fill(LINK.en);
    await added.getByLabel("Links to").selectOption("page");
    const picked = testing.getByRole("group", { name: `Sub-link 5: ${LINK.zh}` });
    await expect(picked.getByLabel("Your page")).toHaveValue(SLUG);
    // Keyboard reordering: up and back down.
    await picked.getByRole("button", { name: `Move “${LINK.zh}” up` }).click();
    await expect(testing.getByRole("group", { name: `Sub-link 4: ${LINK.zh}` })).toBeVisible();
    await testing.getByRole("button", { name: `Move “${LINK.zh}” down` }).click();
    await expect(testing.getByRole("group", { name: `Sub-link 5: ${LINK.zh}` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save", exact: true }).first().click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /^Saved$/ })
        .first(),
    ).toBeAttached();

    for (const lang of ["zh", "en"] as const) for (const width of [1440, 390]) await visitorSees(browser, lang, width);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/p/${SLUG}\\?lang=zh</loc>`));
    expect(sitemap).toMatch(new RegExp(`hreflang="en-US" href="[^"]*/p/${SLUG}\\?lang=en"`));
    expect(problems).toEqual([]);
  } finally {
    const now = await api<{ version: number }>("/api/admin/menu/get", {});
    await api("/api/admin/menu/update", { version: now.version, menu: original.menu });
    await request.post("/api/admin/page/delete", { headers: { accessToken: token }, data: { slug: SLUG } });
  }
});
