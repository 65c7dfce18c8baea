import type { Page } from "@playwright/test";
import { expect, loginAsCustomer, portalCall, test } from "./fixtures";

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };
const header = (page: Page) => page.locator("header.site-header");

async function open(page: Page, path: string, lang: "zh" | "en" = "en") {
  await page
    .context()
    .addCookies([{ name: "lang", value: lang, url: new URL(page.url() === "about:blank" ? "http://127.0.0.1" : page.url()).origin }]);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Makes every page tall enough to test the scroll thresholds whatever its content. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => {
    if (!document.getElementById("e2e-scroll-room")) {
      const room = document.createElement("div");
      room.id = "e2e-scroll-room";
      room.style.height = "3000px";
      document.body.append(room);
    }
    window.scrollTo(0, top);
  }, y);
}

test.describe("header appearance", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test.describe(`${viewport.width}px`, () => {
      test.use({ viewport });

      for (const path of ["/", "/about/", "/protein/", "/sampleTesting/", "/testingServices/"]) {
        test(`${path}: transparent at the top, light past the header, classes at 100 px and the window height`, async ({
          page,
          request,
          baseURL,
        }) => {
          // Sending a sample is for customers: logged out, the page sends the visitor to log in.
          if (path === "/sampleTesting/") await loginAsCustomer(page, request);
          await page.context().addCookies([{ name: "lang", value: "zh", url: baseURL as string }]);
          await page.goto(path);
          await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
          await expect(header(page)).toHaveClass(/site-header--transparent/);
          await expect(page.getByTestId("header-spacer")).toHaveCount(0);
          const box = await header(page).boundingBox();
          await scrollTo(page, 80);
          await expect(header(page)).toHaveClass(/site-header--light/);
          await expect(header(page)).not.toHaveClass(/site-header--scrolled/);
          await scrollTo(page, 101);
          await expect(header(page)).toHaveClass(/site-header--scrolled/);
          await expect(header(page)).not.toHaveClass(/site-header--light-bg/);
          await scrollTo(page, viewport.height + 1);
          await expect(header(page)).toHaveClass(/site-header--light-bg/);
          // The header is fixed: changing its look moves nothing.
          expect(await header(page).boundingBox()).toEqual(box);
          await scrollTo(page, 0);
          await expect(header(page)).toHaveClass(/site-header--transparent/);
        });
      }

      for (const path of ["/consult/", "/contact/", "/privacy/", "/dataComparison", "/no-such-page"]) {
        test(`${path}: always light, with a spacer the header's height`, async ({ page, request }) => {
          // Data comparison is for customers: logged out, the page sends the visitor to log in.
          if (path === "/dataComparison") await loginAsCustomer(page, request);
          await page.goto(path);
          await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
          await expect(header(page)).toHaveClass(/site-header--light/);
          const spacer = await page.getByTestId("header-spacer").boundingBox();
          expect(spacer?.height).toBe(72);
          await scrollTo(page, 500);
          await expect(header(page)).toHaveClass(/site-header--light.*site-header--scrolled/);
        });
      }

      test("login: stays transparent when scrolled", async ({ page }) => {
        await page.goto("/login/");
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        await scrollTo(page, 1500);
        await expect(header(page)).toHaveClass(/site-header--transparent/);
      });
    });
  }
});

test.describe("desktop menu", () => {
  test.use({ viewport: DESKTOP });

  test("sub-links open on hover and on keyboard focus, news sub-links from the category list", async ({ page, request }) => {
    const classes = await portalCall<Array<{ code: string | null; nameEn: string }>>(
      request,
      "/api/portal/content/configData/consultClass",
    );
    await open(page, "/consult/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const aboutList = nav.getByRole("list", { name: "About us submenu" });
    await expect(aboutList).toBeHidden();
    await nav.getByRole("link", { name: "About us", exact: true }).hover();
    await expect(aboutList).toBeVisible();
    await expect(aboutList.getByRole("link")).toHaveText(["Introduction", "Advantages", "Mission", "FAQ"]);

    await page.mouse.move(700, 600);
    await nav.getByRole("link", { name: "News", exact: true }).focus();
    const newsList = nav.getByRole("list", { name: "News submenu" });
    await expect(newsList).toBeVisible();
    await expect(newsList.getByRole("link")).toHaveText(classes.filter((c) => c.code).map((c) => c.nameEn));
    await page.keyboard.press("Tab");
    await expect(newsList.getByRole("link").first()).toBeFocused();
    await expect(newsList.getByRole("link").first()).toHaveAttribute("href", `/consult/?code=${classes.find((c) => c.code)?.code}`);
  });

  test("the language dropdown offers the other language", async ({ page }) => {
    await open(page, "/consult/");
    await page.getByRole("button", { name: "Language: English" }).click();
    const items = page.getByRole("menuitem");
    await expect(items).toHaveText(["中文"]);
    await items.first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await page.getByRole("button", { name: "语言: 中文" }).click();
    await expect(page.getByRole("menuitem")).toHaveText(["English"]);
  });
});

test.describe("drawers", () => {
  test.describe("mobile side drawer (50 %)", () => {
    test.use({ viewport: MOBILE });
    for (const lang of ["zh", "en"] as const) {
      test(`opens with the keyboard, lists the menu, closes with Escape (${lang})`, async ({ page }) => {
        await open(page, "/consult/", lang);
        const trigger = page.getByTestId("side-drawer-trigger");
        await trigger.focus();
        await page.keyboard.press("Enter");
        const drawer = page.getByRole("dialog", { name: lang === "zh" ? "网站菜单" : "Site menu" });
        await expect(drawer).toBeVisible();
        const box = await drawer.boundingBox();
        expect(Math.round(box?.width ?? 0)).toBe(MOBILE.width / 2);
        await expect(drawer.getByRole("link", { name: lang === "zh" ? "关于我们" : "About us", exact: true })).toBeVisible();
        await expect(drawer.getByRole("link", { name: lang === "zh" ? "个人中心" : "Personal centre" })).toHaveCount(0);
        await page.keyboard.press("Escape");
        await expect(drawer).toBeHidden();
        await expect(trigger).toBeFocused();
      });
    }
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    test.describe(`full-screen drawer (100 %) at ${viewport.width}px`, () => {
      test.use({ viewport });
      test("menu, hotline, address, social QR on hover and focus, language switch; Escape closes", async ({ page, request }) => {
        const info = await portalCall<{ contactPhone: string; siteAddress: string; weiboLink: string; weixinImg: { url: string } }>(
          request,
          "/api/portal/content/configData/website",
          {},
        );
        await open(page, "/consult/");
        await page.getByTestId("full-drawer-trigger").focus();
        await page.keyboard.press("Enter");
        const drawer = page.getByRole("dialog", { name: "Site navigation and contact details" });
        await expect(drawer).toBeVisible();
        const box = await drawer.boundingBox();
        expect(Math.round(box?.width ?? 0)).toBe(viewport.width);
        expect(Math.round(box?.height ?? 0)).toBe(viewport.height);
        await expect(drawer).toContainText(info.contactPhone);
        await expect(drawer).toContainText(info.siteAddress);
        await expect(drawer.getByRole("link", { name: "Leave a message" })).toHaveAttribute("href", "/contact/#leaveMessage");

        const weixinQr = drawer.getByRole("img", { name: /WeChat|微信/ });
        await expect(weixinQr).toBeHidden();
        await drawer.getByRole("button", { name: "WeChat" }).hover();
        await expect(weixinQr).toBeVisible();
        await expect(weixinQr).toHaveAttribute("src", info.weixinImg.url);
        await drawer.getByRole("button", { name: "Douyin" }).focus();
        await expect(drawer.getByRole("img", { name: /Douyin|抖音/ })).toBeVisible();
        await expect(drawer.getByRole("link", { name: "Weibo" })).toHaveAttribute("href", info.weiboLink);

        await drawer.getByRole("button", { name: "中文" }).click();
        await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
      });
    });
  }
});

test.describe("footer", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test.describe(`${viewport.width}px`, () => {
      test.use({ viewport });
      test("home adds the two headlines and a contact button; every page shows website info", async ({ page, request }) => {
        const info = await portalCall<{
          footerHeadline: string;
          footerSubheadline: string;
          recordNo: string;
          recordUrl: string;
          email: string;
          contactPhone: string;
          copyrightInfo: string;
        }>(request, "/api/portal/content/configData/website", {});
        await open(page, "/");
        await expect(page.getByRole("heading", { name: info.footerHeadline })).toBeVisible();
        await expect(page.getByText(info.footerSubheadline)).toBeVisible();
        await expect(page.getByRole("link", { name: "Contact us" }).last()).toBeVisible();

        await open(page, "/consult/");
        await expect(page.getByRole("heading", { name: info.footerHeadline })).toHaveCount(0);
        const footer = page.locator("footer");
        await expect(footer).toContainText(info.copyrightInfo);
        await expect(footer.getByRole("link", { name: info.recordNo })).toHaveAttribute("href", info.recordUrl);
        await expect(footer.getByRole("link", { name: info.email })).toBeVisible();
        await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy/");
        await expect(footer.getByRole("link", { name: "Disclaimer" })).toHaveAttribute("href", "/disclaimer/");
        await footer.getByRole("button", { name: "Xiaohongshu" }).hover();
        await expect(footer.getByRole("img", { name: /Xiaohongshu|小红书/ })).toBeVisible();
        const sub = footer.getByRole("list", { name: "Product introduction submenu" });
        await expect(sub).toBeHidden();
        await footer.getByRole("link", { name: "Product introduction", exact: true }).hover();
        await expect(sub).toBeVisible();
      });
    });
  }
});

test.describe("navigation behaviour", () => {
  test.use({ viewport: DESKTOP });

  test("a failed route chunk reloads the page once, not again within 10 s", async ({ page }) => {
    const manifest = await (async () => {
      await open(page, "/consult/");
      return page.evaluate(
        () => (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } }).__reactRouterManifest.routes,
      );
    })();
    const proteinModule = manifest.protein?.module as string;
    await page.route(`**${proteinModule}`, (route) => route.abort());
    let loads = 0;
    page.on("load", () => loads++);
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Product introduction", exact: true })
      .click();
    await expect.poll(() => loads).toBe(1);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(new URL(page.url()).pathname).toBe("/consult/");

    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Product introduction", exact: true })
      .click();
    // Declined: the visitor stays on the page and is told, instead of reloading again.
    await expect(page.getByRole("alert")).toHaveText(/The page could not be loaded/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/consult/");
  });

  test("idle prefetch starts about 1 s after load and runs at most 4 route preloads at once", async ({ page }) => {
    await open(page, "/privacy/");
    const routes = await page.evaluate(
      () => (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } }).__reactRouterManifest.routes,
    );
    const routeModules = new Set(
      Object.entries(routes)
        .filter(([id]) => id !== "root" && id !== "privacy")
        .map(([, r]) => r.module),
    );

    const fresh = await page.context().newPage();
    let inFlight = 0;
    let peak = 0;
    const started: number[] = [];
    await fresh.route("**/assets/*.js", async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!routeModules.has(path)) return route.continue();
      inFlight++;
      peak = Math.max(peak, inFlight);
      started.push(Date.now());
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
      inFlight--;
    });
    const loadedAt = await (async () => {
      await fresh.goto("/privacy/");
      return Date.now();
    })();
    await expect.poll(() => started.length, { timeout: 8000 }).toBeGreaterThan(4);
    await fresh.waitForTimeout(1500);
    expect(peak).toBeLessThanOrEqual(4);
    expect(peak).toBeGreaterThan(1);
    expect(Math.min(...started) - loadedAt).toBeGreaterThanOrEqual(800);
  });
});
