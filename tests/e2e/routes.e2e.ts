import type { Page } from "../../schemas/paging";
import { expect, portalCall, test } from "./fixtures";

const STATIC_ROUTES = [
  ["/", { zh: "首页", en: "Home" }],
  ["/about/", { zh: "关于", en: "About" }],
  ["/protein/", { zh: "乳铁蛋白", en: "Lactoferrin" }],
  ["/testingServices/", { zh: "检测", en: "Testing" }],
  ["/sampleTesting/", { zh: "样品送检", en: "Sample testing" }],
  ["/consult/", { zh: "新闻资讯", en: "News" }],
  ["/contact/", { zh: "联系", en: "Contact" }],
  ["/login/", { zh: "登录", en: "Log in" }],
  ["/user/", { zh: "个人中心", en: "Personal centre" }],
  ["/dataComparison", { zh: "数据对比", en: "Data comparison" }],
  ["/privacy/", { zh: "隐私", en: "Privacy" }],
  ["/disclaimer/", { zh: "免责", en: "Disclaimer" }],
] as const;

for (const lang of ["zh", "en"] as const) {
  test.describe(`every route in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
    });

    for (const [path, title] of STATIC_ROUTES) {
      test(`${path} answers 200 with its title and hydrates cleanly`, async ({ page, consoleErrors }) => {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await expect(page).toHaveTitle(new RegExp(title[lang], "i"));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(consoleErrors).toEqual([]);
      });
    }

    test("/consult/{id} and /detectionSteps/{id} answer 200 with their own titles", async ({ page, request, consoleErrors }) => {
      const news = await portalCall<Page<{ id: number; title: string; titleEn: string }>>(request, "/api/portal/content/news/list", {
        pageSize: 1,
      });
      const item = news.list[0] as { id: number; title: string; titleEn: string };
      const res = await page.goto(`/consult/${item.id}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "zh" ? item.title : item.titleEn);

      const steps = await portalCall<Array<{ id: number; title: string; titleEn: string }>>(request, "/api/portal/content/data/list", {
        columnCode: "detectionStep",
      });
      const step = steps[0] as { id: number; title: string; titleEn: string };
      const stepRes = await page.goto(`/detectionSteps/${step.id}`);
      expect(stepRes?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "zh" ? step.title : step.titleEn);
      await page.waitForLoadState("networkidle");
      expect(consoleErrors).toEqual([]);
    });
  });
}

test("news categories filter the list through ?code=", async ({ page }) => {
  await page.goto("/consult/");
  const all = await page.getByRole("article").count();
  expect(all).toBeGreaterThan(0);
  await page.getByRole("navigation", { name: "News categories" }).getByRole("link", { name: "Lactoferrin science" }).click();
  await expect(page).toHaveURL(/\/consult\/\?code=science$/);
  await expect(
    page.getByRole("navigation", { name: "News categories" }).getByRole("link", { name: "Lactoferrin science" }),
  ).toHaveAttribute("aria-current", "page");
});
