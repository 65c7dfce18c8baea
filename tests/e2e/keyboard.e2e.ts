import type { Page } from "@playwright/test";
import { expect, header, LANGS, openAt, TEXT, test } from "./shell-helpers";

/**
 * Issue 27: what keyboard and screen-reader users meet beyond what axe checks, read from
 * `document.activeElement` and the accessibility tree, in zh and en at 1440, 390 and 320 px.
 */
test.describe.configure({ mode: "parallel" });

const WIDTHS = [
  { name: "1440px", width: 1440, height: 900 },
  { name: "390px", width: 390, height: 844 },
  { name: "320px", width: 320, height: 640 },
] as const;

/** What has focus: its tag, accessible-ish name and test id, or "body". */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const name = el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 60);
    return `${el.tagName.toLowerCase()}:${name}`;
  });
}

test.describe("1: the 404 page's countdown", () => {
  for (const lang of LANGS) {
    test(`Stay is the first Tab stop; focus stops the countdown and says so (${lang})`, async ({ page }) => {
      const T = TEXT[lang].pages.notFound;
      await openAt(page, "/no/such/page", lang);
      await page.keyboard.press("Tab");
      expect(await focused(page)).toBe(`button:${T.stay}`);
      await expect(page.getByRole("status").filter({ hasText: T.stopped })).toBeVisible();
      await expect(page.getByRole("timer")).toHaveCount(0);
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("status");
      await page.waitForTimeout(4_000);
      expect(new URL(page.url()).pathname).toBe("/no/such/page");
    });
  }

  test("a pointer press stops it too; the countdown is no live region", async ({ page }) => {
    await openAt(page, "/no/such/page", "en");
    const timer = page.getByRole("timer");
    await expect(timer).toBeVisible();
    // role=timer is aria-live=off by default: read where it stands, not every second.
    expect(await timer.getAttribute("aria-live")).toBeNull();
    await page.mouse.click(5, 600);
    await expect(page.getByRole("status")).toHaveText(TEXT.en.pages.notFound.stopped);
    await page.waitForTimeout(4_000);
    expect(new URL(page.url()).pathname).toBe("/no/such/page");
  });

  test("left alone it goes home by a normal navigation: Back returns to the 404 address", async ({ page }) => {
    await openAt(page, "/no/such/page", "en");
    await page.waitForURL((url) => url.pathname === "/", { timeout: 8_000 });
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found: /no/such/page");
    expect(new URL(page.url()).pathname).toBe("/no/such/page");
  });
});

test.describe("2: every header control fits at 320 px", () => {
  for (const lang of LANGS) {
    test(`no header control or its 2 px focus ring leaves the window (${lang}, 320px)`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await openAt(page, "/consult/", lang);
      const controls = header(page).locator("a[href], button");
      const count = await controls.count();
      expect(count).toBeGreaterThan(2);
      for (let i = 0; i < count; i++) {
        const control = controls.nth(i);
        if (!(await control.isVisible())) continue;
        await control.focus();
        const box = await control.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          const ring = Number.parseFloat(style.outlineWidth) + Math.max(0, Number.parseFloat(style.outlineOffset));
          return { left: r.left - ring, right: r.right + ring, label: el.getAttribute("aria-label") ?? el.textContent };
        });
        expect(box.left, `${box.label} starts inside`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${box.label} ends inside`).toBeLessThanOrEqual(320);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});
