import type { Page as PwPage } from "@playwright/test";
import type { Column } from "../../schemas/entities";
import type { Page } from "../../schemas/paging";
import { columnText } from "../../src/content/column-text";
import { expect, loginAsCustomer, portalCall, test } from "./fixtures";

/** Pages whose title comes from a column of the portal. */
const COLUMN_ROUTES = [
  ["/", "index"],
  ["/about/", "about"],
  ["/protein/", "protein"],
  ["/testingServices/", "testingServices"],
  ["/contact/", "contact"],
] as const;

/** Pages whose title is a fixed, translated label. */
const LABEL_ROUTES = [
  ["/consult/", { zh: "新闻资讯", en: "News" }],
  ["/login/", { zh: "登录", en: "Log in" }],
] as const;

/** Pages for logged-in customers: the server answers them; the browser sends visitors to log in. */
const CUSTOMER_ROUTES = [
  ["/sampleTesting/", { zh: "样品送检", en: "Sample testing" }],
  ["/user/", { zh: "个人中心", en: "Personal centre" }],
  ["/dataComparison", { zh: "数据对比", en: "Data comparison" }],
] as const;

async function expectHealthyPage(page: PwPage, consoleErrors: string[]) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.waitForLoadState("networkidle");
  expect(consoleErrors).toEqual([]);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const lang of ["zh", "en"] as const) {
  test.describe(`every route in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
    });

    for (const [path, code] of COLUMN_ROUTES) {
      test(`${path} answers 200 with its column's title and hydrates cleanly`, async ({ page, request, consoleErrors }) => {
        const column = await portalCall<Column>(request, "/api/portal/content/column/getByCode", { columnCode: code });
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(columnText(column, lang).title)} \\| `));
        await expectHealthyPage(page, consoleErrors);
      });
    }

    for (const [path, title] of LABEL_ROUTES) {
      test(`${path} answers 200 with its title and hydrates cleanly`, async ({ page, consoleErrors }) => {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await expect(page).toHaveTitle(new RegExp(`^${title[lang]} \\| `));
        await expectHealthyPage(page, consoleErrors);
      });
    }

    for (const [path, title] of CUSTOMER_ROUTES) {
      test(`${path} answers 200 with its title, and a logged-out visitor goes to log in and can come back`, async ({
        page,
        request,
        consoleErrors,
      }) => {
        const html = await (await request.get(path, { headers: { cookie: `lang=${lang}` } })).text();
        expect(html).toMatch(new RegExp(`<title>${title[lang]} \\| `));
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await expect(page).toHaveURL(new RegExp(`/login/\\?redirect=${encodeURIComponent(path)}$`));
        await expectHealthyPage(page, consoleErrors);
      });

      test(`${path} shows its title and heading to a logged-in customer`, async ({ page, request, consoleErrors }) => {
        await loginAsCustomer(page, request);
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await expect(page).toHaveTitle(new RegExp(`^${title[lang]} \\| `));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title[lang]);
        await expectHealthyPage(page, consoleErrors);
      });
    }

    for (const code of ["privacy", "disclaimer"]) {
      test(`/${code}/ answers 200 with the policy's title`, async ({ page, request, consoleErrors }) => {
        const policy = await portalCall<{ title: string; titleEn: string }>(request, "/api/portal/content/policy/getByCode", { code });
        const res = await page.goto(`/${code}/`);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "zh" ? policy.title : policy.titleEn);
        await expectHealthyPage(page, consoleErrors);
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
      await expectHealthyPage(page, consoleErrors);
    });
  });
}

test("news categories filter the list through ?code=, with names from the category list", async ({ page, request }) => {
  const classes = await portalCall<Array<{ code: string | null; nameEn: string }>>(request, "/api/portal/content/configData/consultClass");
  const science = classes.find((c) => c.code === "science") as { nameEn: string };
  await page.goto("/consult/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const categories = page.getByRole("navigation", { name: "News categories" });
  // Only categories with a code are listed, plus "All".
  await expect(categories.getByRole("link")).toHaveCount(classes.filter((c) => c.code).length + 1);
  await categories.getByRole("link", { name: science.nameEn }).click();
  await expect(page).toHaveURL(/\/consult\/\?code=science$/);
  await expect(categories.getByRole("link", { name: science.nameEn })).toHaveAttribute("aria-current", "page");
});
