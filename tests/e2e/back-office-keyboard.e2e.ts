import type { Locator, Page } from "@playwright/test";
import adminEn from "../../locales/en/admin.json" with { type: "json" };
import securityEn from "../../locales/en/security.json" with { type: "json" };
import adminZh from "../../locales/zh/admin.json" with { type: "json" };
import securityZh from "../../locales/zh/security.json" with { type: "json" };
import { LANG_COOKIE_URL } from "./fixtures";
import { expectGoodRing } from "./focus-ring-helpers";
import { createLabAdmin, type StaffAccount, staffToken } from "./helpers";
import { nextTotpCode } from "./shared-totp";
import { expect, LANGS, type Lang, TEXT, test } from "./shell-helpers";

/**
 * Issue 27, "the back office's own screens (lists, forms, dialogs) pass the same keyboard checks":
 * logged in by keyboard (password, then the TOTP code), a list sorted and paged, a bilingual form's
 * failed save (summary said, focus on the first error), the confirm dialog (focus kept inside,
 * given back), the menu and the site's drawer, in zh and en; every control's focus ring measured.
 */
test.use({ reducedMotion: "reduce" });

/** This file's own staff account: two files never race for one 30-second code (helpers.ts). */
const KEYBOARD_STAFF: StaffAccount = {
  account: "keyboard-admin@e2e.example",
  password: "tab-enter-escape-2026",
  totpSecret: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
};
const ADMIN = { zh: adminZh, en: adminEn } as const;
const SECURITY = { zh: securityZh, en: securityEn } as const;
const SIZES = { zh: { width: 390, height: 844 }, en: { width: 1440, height: 900 } } as const;

async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached by ${back ? "Shift+Tab" : "Tab"}`).toBeFocused();
}

function activeIsBody(page: Page) {
  return page.evaluate(() => !document.activeElement || document.activeElement === document.body);
}

/** Logs in on the back office's own screen with the keyboard only: account, password, Enter, code, Enter. */
async function logInByKeyboard(page: Page, lang: Lang) {
  const T = TEXT[lang].pages.login;
  await page.context().addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);
  await page.goto("/admin/categories");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: ADMIN[lang].login.title })).toBeVisible();
  const form = page.getByRole("form", { name: T.loginTab });
  await tabTo(page, form.getByLabel(T.account));
  await page.keyboard.type(KEYBOARD_STAFF.account);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(new RegExp(`^${T.password}`))).toBeFocused();
  await page.keyboard.type(KEYBOARD_STAFF.password);
  await page.keyboard.press("Enter");
  // The code step takes focus itself: nothing to Tab to.
  const code = page.getByRole("form", { name: SECURITY[lang].login.codeForm }).getByLabel(new RegExp(`^${SECURITY[lang].login.codeLabel}`));
  await expect(code).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type(await nextTotpCode(KEYBOARD_STAFF.totpSecret));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: ADMIN[lang].areas.categories })).toBeVisible({ timeout: 20_000 });
}

for (const lang of LANGS) {
  test(`the back office by keyboard: list sorting and paging, a bilingual form's errors, the confirm dialog, the menu and drawer (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const A = ADMIN[lang];
    const P = TEXT[lang].pages;
    await page.setViewportSize(SIZES[lang]);
    createLabAdmin(KEYBOARD_STAFF);
    // 22 categories of this run: more than a page (20), so the list has two. Without a code, so no
    // visitor's menu lists them (other tests check the news categories visitors see).
    const token = await staffToken(request, KEYBOARD_STAFF);
    const stamp = `${lang}${Date.now().toString(36)}`;
    for (let i = 0; i < 22; i++) {
      const res = await request.post("/api/admin/category/create", {
        headers: { accessToken: token },
        data: { code: "", name: `KB ${stamp} ${String(i).padStart(2, "0")}`, nameEn: "", sort: 100 + i },
      });
      expect(((await res.json()) as { code: string }).code).toBe("000000");
    }

    await logInByKeyboard(page, lang);

    // The menu: reached by Tab, its links wear the ring; Enter opens an area and focus stays on the link.
    const menu = page.getByRole("navigation", { name: P.admin.menu });
    const newsLink = menu.getByRole("link", { name: A.areas.news, exact: true });
    await tabTo(page, newsLink, { back: true });
    await expectGoodRing(page, newsLink, "back-office menu link");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: A.areas.news })).toBeVisible();
    await expect(newsLink).toBeFocused();
    await expect(newsLink).toHaveAttribute("aria-current", "page");

    // A list: search, sort by a column (aria-sort follows), page on; focus never falls to <body>.
    const categoriesLink = menu.getByRole("link", { name: A.areas.categories, exact: true });
    await tabTo(page, categoriesLink, { back: true });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: A.areas.categories })).toBeVisible();
    const search = page.getByRole("search").getByRole("textbox", { name: A.categories.searchLabel });
    await tabTo(page, search);
    await expectGoodRing(page, search, "back-office search input");
    await page.keyboard.type(`KB ${stamp}`);
    await page.keyboard.press("Enter");
    const table = page.getByRole("region", { name: A.areas.categories });
    await expect(table.getByRole("row")).toHaveCount(21);
    const nameHeader = table.getByRole("columnheader", { name: new RegExp(A.categories.name) });
    const sortByName = nameHeader.getByRole("button");
    await tabTo(page, sortByName);
    await expectGoodRing(page, sortByName, "sort button in a column header");
    await page.keyboard.press("Enter");
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(table.getByRole("row").nth(1)).toContainText(`KB ${stamp} 00`);
    await page.keyboard.press("Enter");
    await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    await expect(table.getByRole("row").nth(1)).toContainText(`KB ${stamp} 21`);
    await expect(sortByName).toBeFocused();
    const pager = page.getByRole("navigation", { name: P.consult.pagination });
    const next = pager.getByRole("button", { name: P.consult.next });
    await tabTo(page, next);
    await page.keyboard.press("Enter");
    await expect(pager).toContainText(P.inspection.pageOf.replace("{{page}}", "2").replace("{{pages}}", "2"));
    await expect(table.getByRole("row")).toHaveCount(3);
    // On the last page Next is unavailable, yet keeps focus (a disabled button drops it to <body>).
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Enter");
    await expect(pager).toContainText(P.inspection.pageOf.replace("{{page}}", "2").replace("{{pages}}", "2"));
    expect(await activeIsBody(page)).toBe(false);

    // The confirm dialog: an alert dialog in the back office's language, focus inside (Cancel first),
    // Tab cycles within, Escape gives focus back to Delete; confirmed, the item goes and focus lands on the heading.
    const row = table.getByRole("row").filter({ hasText: `KB ${stamp} 00` });
    const openItem = row.getByRole("button");
    await tabTo(page, openItem, { back: true });
    await page.keyboard.press("Enter");
    const form = page.getByRole("form", { name: A.categories.edit });
    const del = form.getByRole("button", { name: A.delete, exact: true });
    await tabTo(page, del);
    await expectGoodRing(page, del, "delete button");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: A.confirm.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(A.confirmDelete);
    const cancel = dialog.getByRole("button", { name: A.confirm.cancel });
    await expect(cancel).toBeFocused();
    await expectGoodRing(page, cancel, "dialog cancel button");
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), "Tab stays in the dialog").toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), "Shift+Tab stays in the dialog").toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(del).toBeFocused();
    await expect(row).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(cancel).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: A.delete, exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    // The form it was in is gone: focus goes to the area's heading, not to <body>.
    await expect(page.getByRole("heading", { level: 1, name: A.areas.categories })).toBeFocused();

    // A bilingual form's failed save: "N fields need attention" said once, focus on the first field in error,
    // whose error and hint are read with it; no error is a live region of its own.
    const create = page.getByRole("button", { name: A.categories.create });
    await tabTo(page, create, { back: true });
    await page.keyboard.press("Enter");
    const newForm = page.getByRole("form", { name: A.categories.create });
    const summary = newForm.getByTestId("error-summary");
    await expect(summary).toHaveText("");
    const code = newForm.getByLabel(A.categories.code);
    await tabTo(page, code);
    await expectGoodRing(page, code, "back-office text input");
    await page.keyboard.type("not a code!");
    const sort = newForm.getByLabel(new RegExp(`^${A.list.sort}`));
    await tabTo(page, sort);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    const save = newForm.getByRole("button", { name: A.save, exact: true });
    await tabTo(page, save);
    await page.keyboard.press("Enter");
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute("aria-invalid", "true");
    const errors = TEXT[lang].errors as unknown as { summary_other: string };
    const invalid = await newForm.locator('[aria-invalid="true"]').count();
    expect(invalid).toBeGreaterThanOrEqual(2);
    await expect(summary).toHaveText(errors.summary_other.replace("{{count}}", String(invalid)));
    const described = await code.evaluate((el) =>
      (el.getAttribute("aria-describedby") ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id))
        .map((d) => ({
          text: d?.textContent?.trim() ?? "",
          live: d?.closest('[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"]') !== null,
        })),
    );
    expect(described.map((d) => d.text)).toContain(A.categories.codeHelp);
    // The hint and the error, together (issue 27, item 5): the error is the other, non-empty text.
    expect(described.some((d) => d.text !== A.categories.codeHelp && d.text !== "")).toBe(true);
    expect(described.filter((d) => d.live)).toEqual([]);
  });
}

test("the back office at 390 px: the site's drawer opens from the keyboard, its close button first, and gives focus back (zh)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  createLabAdmin(KEYBOARD_STAFF);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInByKeyboard(page, "zh");
  const T = TEXT.zh;
  // The welcome toast lies over the header's right-hand buttons at 390 px (Chinese glyphs make it that
  // wide): Escape closes it, as spec §9 says, before the ring is measured.
  const toasts = page.getByRole("region", { name: T.toast.region }).getByRole("listitem");
  await expect(toasts).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(toasts).toHaveCount(0);
  const trigger = page.getByTestId("side-drawer-trigger");
  await tabTo(page, trigger, { back: true });
  await expectGoodRing(page, trigger, "drawer button in the light header");
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: T.menu.sideDrawer });
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Tab");
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(trigger).toBeFocused();
});
