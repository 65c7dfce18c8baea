import type { Page as PwPage } from "@playwright/test";
import type { Column } from "../../schemas/entities";
import type { Page } from "../../schemas/paging";
import { columnText } from "../../src/content/column-text";
import { expect, loginAsCustomer, portalCall, test } from "./fixtures";

/** Pages whose title, description and keywords come from a column of the portal (/consult/ keeps its label as title). */
const COLUMN_ROUTES = [
  ["/", "index"],
  ["/about/", "about"],
  ["/protein/", "protein"],
  ["/testingServices/", "testingServices"],
  ["/contact/", "contact"],
  ["/consult/", "consult"],
] as const;

const LABEL_TITLES = { "/consult/": { zh: "新闻资讯", en: "News" }, "/login/": { zh: "登录", en: "Log in" } } as const;

/** Pages for logged-in customers: the server answers them; the browser sends visitors to log in. */
const CUSTOMER_ROUTES = [
  ["/sampleTesting/", { zh: "样品送检", en: "Sample testing" }],
  ["/user/", { zh: "个人中心", en: "Personal centre" }],
  ["/dataComparison", { zh: "数据对比", en: "Data comparison" }],
] as const;

type Item = { id: number; title: string; titleEn: string; summary: string; summaryEn: string };

async function expectHealthyPage(page: PwPage, consoleErrors: string[]) {
  // One h1 per page (the home page's is the site's name, for screen readers: issue 27 item 11).
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.waitForLoadState("networkidle");
  expect(consoleErrors).toEqual([]);
}

async function expectMeta(page: PwPage, name: "description" | "keywords", content: string) {
  expect(content, name).not.toBe("");
  await expect(page.locator(`meta[name="${name}"]`)).toHaveAttribute("content", content);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const lang of ["zh", "en"] as const) {
  test.describe(`every route in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
    });

    for (const [path, code] of COLUMN_ROUTES) {
      test(`${path} answers 200 with its column's title, description and keywords, and hydrates cleanly`, async ({
        page,
        request,
        consoleErrors,
      }) => {
        const column = columnText(await portalCall<Column>(request, "/api/portal/content/column/getByCode", { columnCode: code }), lang);
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        const title = path === "/consult/" ? LABEL_TITLES[path][lang] : column.title;
        await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)} \\| `));
        await expectMeta(page, "description", column.description);
        await expectMeta(page, "keywords", column.keywords);
        await expectHealthyPage(page, consoleErrors);
      });
    }

    test("/login/ answers 200 with its title and hydrates cleanly", async ({ page, consoleErrors }) => {
      const res = await page.goto("/login/");
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${LABEL_TITLES["/login/"][lang]} \\| `));
      await expectHealthyPage(page, consoleErrors);
    });

    test("policies, an article and a detection step answer 200 with their own titles and meta", async ({
      page,
      request,
      consoleErrors,
    }) => {
      for (const code of ["privacy", "disclaimer"]) {
        const policy = await portalCall<{ title: string; titleEn: string }>(request, "/api/portal/content/policy/getByCode", { code });
        const res = await page.goto(`/${code}/`);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "zh" ? policy.title : policy.titleEn);
        await expectHealthyPage(page, consoleErrors);
      }

      // The newest item with a summary (its description): other tests publish items without one meanwhile.
      const news = await portalCall<Page<Item & { classCode: string }>>(request, "/api/portal/content/news/list", { pageSize: 20 });
      const item = news.list.find((n) => n.summary.trim()) as Item & { classCode: string };
      const detail = await portalCall<{ className: string; classNameEn: string }>(request, "/api/portal/content/news/getById", {
        id: item.id,
      });
      const newsColumn = columnText(
        await portalCall<Column>(request, "/api/portal/content/column/getByCode", { columnCode: "consult" }),
        lang,
      );
      const res = await page.goto(`/consult/${item.id}`);
      expect(res?.status()).toBe(200);
      // The newest item may be another test's, written in Chinese only: English falls back to Chinese.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "zh" ? item.title : item.titleEn.trim() || item.title);
      await expectMeta(page, "description", lang === "zh" ? item.summary : item.summaryEn.trim() || item.summary);
      await expectMeta(page, "keywords", `${lang === "zh" ? detail.className : detail.classNameEn},${newsColumn.keywords}`);
      await expectHealthyPage(page, consoleErrors);

      const steps = await portalCall<Item[]>(request, "/api/portal/content/data/list", { columnCode: "detectionStep" });
      const step = steps[0] as Item;
      const stepRes = await page.goto(`/detectionSteps/${step.id}`);
      expect(stepRes?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "zh" ? step.title : step.titleEn);
      await expectMeta(page, "description", lang === "zh" ? step.summary : step.summaryEn);
      await expectHealthyPage(page, consoleErrors);
    });

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
  });
}
