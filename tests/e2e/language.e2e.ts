import { expect, test } from "./fixtures";

test.describe("server-rendered language", () => {
  for (const [lang, htmlLang, nav] of [
    ["zh", "zh-CN", "关于我们"],
    ["en", "en-US", "About us"],
  ] as const) {
    test(`home is complete HTML in ${lang} without JavaScript`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
      const page = await context.newPage();
      const res = await page.goto("/");
      expect(res?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
      await expect(
        page.getByRole("navigation", { name: lang === "zh" ? "主导航" : "Main navigation" }).getByRole("link", { name: nav }),
      ).toBeVisible();
      // One h1, the site's name for screen readers (issue 27 item 11); the slide's title is an h2.
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      const h1 = await page.getByRole("heading", { level: 1 }).textContent();
      expect(/[\u4e00-\u9fff]/.test(h1 ?? "")).toBe(lang === "zh");
      await context.close();
    });
  }

  test("a first visit follows Accept-Language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "zh-CN", extraHTTPHeaders: { "accept-language": "zh-CN,zh;q=0.9" } });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await context.close();
  });
});

test("switching language sets the cookie (365 days, path /, Lax) and survives a reload", async ({ page, context, consoleErrors }) => {
  // The page carries only its own language's texts; the other language's are fetched on a switch (decision 105).
  const textChunks: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/(zh|en)-[\w-]+\.js$/.test(new URL(r.url()).pathname)) textChunks.push(new URL(r.url()).pathname);
  });
  await page.goto("/about/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  const footerAddressEn = await page.locator("footer").textContent();
  const pageTexts = (await page.locator("script#page-texts").textContent()) ?? "";
  expect(pageTexts).toContain("Main navigation");
  expect(pageTexts).not.toContain("主导航");

  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(textChunks).toEqual([]);
  await page.getByRole("button", { name: "Language: English" }).click();
  await page.getByRole("menuitem", { name: "中文" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  expect(textChunks).toEqual([expect.stringMatching(/^\/assets\/zh-/)]);
  await expect(page.getByRole("navigation", { name: "主导航" })).toBeVisible();
  // Website info is reloaded in the new language.
  await expect(page.locator("footer")).not.toHaveText(footerAddressEn ?? "");
  await expect(page.locator("footer")).toContainText("地址");

  const cookie = (await context.cookies()).find((c) => c.name === "lang");
  expect(cookie).toMatchObject({ value: "zh", path: "/", sameSite: "Lax" });
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page).toHaveTitle(/关于/);

  await page.getByRole("button", { name: "语言: 中文" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a switch whose texts cannot load says so and keeps the language, cookie and page as they were", async ({ page, context }) => {
  await page.route(/\/assets\/zh-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/about/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: "Language: English" }).click();
  await page.getByRole("menuitem", { name: "中文" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Request failed, please retry" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "lang")).toBeUndefined();
});
