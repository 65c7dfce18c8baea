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
    await expect(page.locator("#not-found-status")).toHaveText(TEXT.en.pages.notFound.stopped);
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

test.describe("2: every header control fits at 320 px (and at every phone width up to the desktop menu)", () => {
  for (const lang of LANGS) {
    test(`no header control or its 2 px focus ring leaves the window (${lang}, 320, 375, 390 and 414 px)`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await openAt(page, "/consult/", lang);
      // 390 px once had the last button 21 px beyond the edge: a slot sized for 430 px phones.
      for (const width of [320, 375, 390, 414]) {
        await page.setViewportSize({ width, height: 640 });
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
          expect(box.left, `${box.label} starts inside at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${box.label} ends inside at ${width} px`).toBeLessThanOrEqual(width);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  }
});

/** The texts an element's aria-describedby names, in order. */
function descriptions(page: Page, label: RegExp | string, scope: string) {
  return page
    .locator(scope)
    .getByLabel(label)
    .evaluate((el) =>
      (el.getAttribute("aria-describedby") ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? `missing #${id}`),
    );
}

test.describe("3, 5, 6: the login and sign-up forms", () => {
  for (const lang of LANGS) {
    test(`wrong password: focus stays in the form, the error stays inline and is focused, fields invalid (${lang}, 390px)`, async ({
      page,
    }) => {
      const T = TEXT[lang];
      await page.setViewportSize({ width: 390, height: 844 });
      await openAt(page, "/login/", lang);
      // Live regions are in the page, empty, before anything is said (a filled one inserted later is often not read).
      await expect(page.getByTestId("toast-status")).toHaveText("");
      await expect(page.getByTestId("toast-alert")).toHaveText("");
      const form = page.getByRole("form", { name: T.pages.login.loginTab });
      const password = form.getByLabel(new RegExp(`^${T.pages.login.password}`));
      await form.getByLabel(T.pages.login.account).fill(`nobody-kb-${lang}-${Date.now()}@example.com`);
      await password.fill("wrong1password");
      // Focus must never fall to <body> (a focusout with nothing receiving focus) while the request runs.
      await page.evaluate(() => {
        const w = window as unknown as { __lostFocus: number };
        w.__lostFocus = 0;
        document.addEventListener("focusout", (e) => {
          if (!(e as FocusEvent).relatedTarget) w.__lostFocus++;
        });
      });
      await password.press("Enter");
      const message = form.getByText(T.errors.auth.badCredentials);
      await expect(message).toBeFocused();
      expect(await page.evaluate(() => (window as unknown as { __lostFocus: number }).__lostFocus)).toBe(0);
      await expect(form.getByLabel(T.pages.login.account)).toHaveAttribute("aria-invalid", "true");
      await expect(password).toHaveAttribute("aria-invalid", "true");
      expect(await descriptions(page, new RegExp(`^${T.pages.login.password}`), `form[aria-label="${T.pages.login.loginTab}"]`)).toContain(
        T.errors.auth.badCredentials,
      );
      // Announced once through the alert region present from the start.
      await expect(page.getByTestId("toast-alert")).toHaveText(T.errors.auth.badCredentials);
      // Long after the toast's 3 s the message is still in the form.
      await page.waitForTimeout(4_000);
      await expect(message).toBeVisible();
    });

    test(`sign-up: a field's hint and its error are both in aria-describedby (${lang}, 390px)`, async ({ page }) => {
      const T = TEXT[lang].pages.login;
      const E = TEXT[lang].errors;
      await page.setViewportSize({ width: 390, height: 844 });
      await openAt(page, "/login/", lang);
      await page.getByRole("tab", { name: T.registerTab }).click();
      const scope = `form[aria-label="${T.registerTab}"]`;
      const password = page
        .locator(scope)
        .getByLabel(new RegExp(`^${T.password}`))
        .first();
      await password.fill("short");
      await password.press("Tab");
      await expect(password).toHaveAttribute("aria-invalid", "true");
      const said = await password.evaluate((el) =>
        (el.getAttribute("aria-describedby") ?? "")
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? ""),
      );
      expect(said[0]).toBe(T.passwordHint);
      expect(said[1]).toBe(E.validation.passwordTooShort);
      // The login form's fields: the error through aria-describedby, not only aria-errormessage.
      await page.getByRole("tab", { name: T.loginTab }).click();
      const account = page.locator(`form[aria-label="${T.loginTab}"]`).getByLabel(T.account);
      await account.focus();
      await account.press("Tab");
      await expect(account).toHaveAttribute("aria-invalid", "true");
      const accountSaid = await descriptions(page, T.account, `form[aria-label="${T.loginTab}"]`);
      expect(accountSaid.length).toBe(1);
      expect(accountSaid[0]).not.toBe("");
    });
  }

  test("a toast stays while pointed at or focused, then closes", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAt(page, "/login/", "en");
    const form = page.getByRole("form", { name: TEXT.en.pages.login.loginTab });
    await form.getByLabel(TEXT.en.pages.login.account).fill(`nobody-toast-${Date.now()}@example.com`);
    await form.getByLabel(/^Password/).fill("wrong1password");
    await form.getByLabel(/^Password/).press("Enter");
    const toast = page.getByRole("region", { name: TEXT.en.toast.region }).getByRole("listitem");
    await expect(toast).toHaveCount(1);
    await toast.hover();
    await page.waitForTimeout(4_500);
    await expect(toast).toHaveCount(1);
    await page.mouse.move(5, 890);
    await expect(toast).toHaveCount(0, { timeout: 6_000 });
  });
});

test.describe("4, 11, 16: the home page's carousel", () => {
  for (const lang of LANGS) {
    for (const size of WIDTHS) {
      test(`arrows on a slide's link leave slide and focus alone; on the controls they change slides; one stable h1 (${lang}, ${size.name})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await openAt(page, "/", lang);
        const carousel = page.locator('[aria-roledescription="carousel"], [aria-roledescription="轮播"]').first();
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toHaveCount(1);
        const pageTitle = await h1.textContent();
        const slide = carousel.locator("[data-active]");
        const link = slide.getByRole("link");
        await link.focus();
        const before = await slide.getAttribute("aria-label");
        await page.keyboard.press("ArrowRight");
        await page.keyboard.press("ArrowLeft");
        await page.keyboard.press("ArrowLeft");
        expect(await focused(page)).not.toBe("body");
        await expect(link).toBeFocused();
        await expect(carousel.locator("[data-active]")).toHaveAttribute("aria-label", before ?? "");
        // Tab on to the controls: there the arrows move between slides, focus stays on the control.
        const dots = carousel.locator("button[aria-current]");
        await dots.first().focus();
        await page.keyboard.press("ArrowRight");
        await expect(carousel.locator("[data-active]")).not.toHaveAttribute("aria-label", before ?? "");
        expect(await focused(page)).not.toBe("body");
        // The page's one h1 does not follow the slides (WCAG 2.4.6).
        await expect(h1).toHaveText(pageTitle ?? "");
        await expect(h1).toHaveCount(1);
      });
    }
    test(`with reduced motion the carousel stands still and its button says Play (${lang})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openAt(page, "/", lang);
      const carousel = page.locator("section[aria-roledescription]").first();
      const play = lang === "zh" ? "播放" : "Play";
      await expect(carousel.getByRole("button", { name: play, exact: true })).toBeVisible();
      const before = await carousel.locator("[data-active]").getAttribute("aria-label");
      await page.waitForTimeout(7_000);
      await expect(carousel.locator("[data-active]")).toHaveAttribute("aria-label", before ?? "");
    });
  }
});

test.describe("7, 12, 15, 18: header, drawers and footer", () => {
  for (const lang of LANGS) {
    test(`desktop header: sub-links by arrow keys, not Tab; Escape closes; few Tab stops before main (${lang}, 1440px)`, async ({
      page,
    }) => {
      const T = TEXT[lang];
      await page.setViewportSize({ width: 1440, height: 900 });
      await openAt(page, "/consult/", lang);
      // Tab from the top of the page to the main content: the header's stops.
      let stops = 0;
      for (; stops < 40; stops++) {
        await page.keyboard.press("Tab");
        if (await page.evaluate(() => !!document.activeElement?.closest("main"))) break;
      }
      expect(stops, "Tab stops before the main content").toBeLessThanOrEqual(14);
      const nav = page.getByRole("navigation", { name: T.nav.label });
      const about = nav.getByRole("link", { name: T.nav.about, exact: true });
      await about.focus();
      await expect(about).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("ArrowDown");
      const sub = nav.getByRole("list", { name: T.menu.subMenuOf.replace("{{name}}", T.nav.about) });
      await expect(sub.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(sub.getByRole("link").nth(1)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(about).toBeFocused();
      await expect(sub).toBeHidden();
      await expect(about).toHaveAttribute("aria-expanded", "false");
      // Hover opens, Escape closes while the pointer stays.
      await nav.getByRole("link", { name: T.nav.consult, exact: true }).hover();
      const news = nav.getByRole("list", { name: T.menu.subMenuOf.replace("{{name}}", T.nav.consult) });
      await expect(news).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(news).toBeHidden();
    });

    for (const size of WIDTHS) {
      test(`footer QR pop-ups: aria-expanded and Escape; ICP number marked Chinese (${lang}, ${size.name})`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await openAt(page, "/consult/", lang);
        const footer = page.locator("footer");
        const qr = footer.getByTestId("qr-weixin");
        await expect(qr).toHaveAttribute("aria-expanded", "false");
        await qr.focus();
        await expect(qr).toHaveAttribute("aria-expanded", "true");
        const popup = footer.locator(".qr-popup").first();
        await expect(popup).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(popup).toBeHidden();
        await expect(qr).toBeFocused();
        await expect(qr).toHaveAttribute("aria-expanded", "false");
        const icp = footer.getByRole("link", { name: /ICP/ });
        if ((await icp.count()) > 0) await expect(icp.first()).toHaveAttribute("lang", "zh-CN");
      });
    }
  }

  for (const lang of LANGS) {
    test(`a drawer's close button is the first Tab stop after its heading (${lang}, 390px)`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openAt(page, "/consult/", lang);
      for (const trigger of ["side-drawer-trigger", "full-drawer-trigger"]) {
        await page.getByTestId(trigger).click();
        const drawer = page.getByRole("dialog");
        await expect(drawer).toBeVisible();
        const order = await drawer.evaluate((d) =>
          [...d.querySelectorAll<HTMLElement>("a[href], button, [tabindex]")]
            .filter((el) => el.tabIndex >= 0 && el.offsetParent !== null)
            .map((el) => el.getAttribute("aria-label") ?? el.textContent?.trim()),
        );
        expect(order[0]).toBe(TEXT[lang].menu.close);
        await page.keyboard.press("Escape");
        await expect(drawer).toBeHidden();
      }
    });
  }
});
