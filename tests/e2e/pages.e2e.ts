import type { Page as BrowserPage } from "@playwright/test";
import { expect, LANG_COOKIE_URL, portalCall, test } from "./fixtures";

type NewsPage = { list: Array<{ id: number; title: string; titleEn: string }>; total: number };
const HEADER_PX = 72;

// Scroll-in animations move sections while Playwright scrolls to click them; the behaviour under
// test here is content and navigation (the animations have their own tests in shell.e2e.ts).
test.use({ reducedMotion: "reduce" });

async function open(page: BrowserPage, path: string, lang: "zh" | "en") {
  await page.context().addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

const ANCHORS: Array<[string, string[]]> = [
  ["/about/", ["introduce", "advantage", "mission", "problem"]],
  ["/protein/", ["introduce", "ingredient", "application", "advantage", "problem"]],
  ["/contact/", ["leaveMessage"]],
];

for (const lang of ["zh", "en"] as const) {
  test.describe(`block pages in ${lang}`, () => {
    for (const [path, anchors] of ANCHORS) {
      test(`${path} anchors land on their section below the fixed header`, async ({ page, consoleErrors }) => {
        for (const anchor of anchors) {
          await open(page, `${path}#${anchor}`, lang);
          const section = page.locator(`#${anchor}`);
          await expect(section).toBeInViewport();
          await expect
            .poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { message: `${path}#${anchor}` })
            .toBeGreaterThanOrEqual(HEADER_PX - 2);
          await expect(section.getByRole("heading").first()).toBeVisible();
        }
        expect(consoleErrors).toEqual([]);
      });
    }

    test("the home page shows the banner, figures, advantages, applications and the latest news", async ({ page, request }) => {
      const news = await portalCall<NewsPage>(request, "/api/portal/content/news/list", { pageNum: 1, pageSize: 3 });
      await open(page, "/", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator('[data-block-type="banner"]')).toBeVisible();
      const latest = page.locator('[data-block-type="newsList"]').getByRole("heading", { level: 3 });
      await expect(latest).toHaveText(news.list.map((n) => (lang === "zh" ? n.title : n.titleEn)));
      await expect(page.locator('[data-block-type="advantageList"] li').first()).toBeVisible();
    });

    test("/testingServices/ lists the detection steps, each linking to its own page", async ({ page, request }) => {
      const steps = await portalCall<Array<{ id: number; title: string; titleEn: string }>>(request, "/api/portal/content/data/list", {
        columnCode: "detectionStep",
      });
      await open(page, "/testingServices/", lang);
      const list = page.locator('[data-block-type="steps"] ol > li');
      await expect(list).toHaveCount(steps.length);
      const third = steps[2] as { id: number; title: string; titleEn: string };
      await list.nth(2).getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/detectionSteps/${third.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "zh" ? third.title : third.titleEn);
      await expect(page.locator('[aria-current="step"]')).toHaveAttribute("href", `/detectionSteps/${third.id}`);
    });

    test("/protein/ shows the specification table and the FAQ opens with the keyboard", async ({ page }) => {
      await open(page, "/protein/", lang);
      await expect(page.locator("#ingredient table tbody tr")).toHaveCount(7);
      const firstQuestion = page.locator("#problem").getByRole("button").first();
      await firstQuestion.focus();
      await page.keyboard.press("Enter");
      await expect(firstQuestion).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator("#problem [role=region]").first()).toBeVisible();
    });
  });
}

test("the banner carousel moves with buttons and arrow keys and can be paused", async ({ page }) => {
  await open(page, "/", "en");
  const region = page.getByRole("region", { name: "Highlights" });
  const h1 = page.getByRole("heading", { level: 1 });
  const first = await h1.textContent();
  await region.getByRole("button", { name: "Pause" }).click();
  await expect(region.getByRole("button", { name: "Play" })).toBeVisible();
  await region.getByRole("button", { name: "Next slide" }).click();
  await expect(h1).not.toHaveText(first ?? "");
  await page.keyboard.press("ArrowLeft");
  await expect(h1).toHaveText(first ?? "");
  await expect(region.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
});

test.describe("news", () => {
  test("year filter and paging change the URL and the list", async ({ page, request }) => {
    const years = await portalCall<number[]>(request, "/api/portal/content/news/yearList");
    expect(years.length).toBeGreaterThanOrEqual(2);
    const year = years[1] as number;
    await open(page, "/consult/", "en");

    const yearNav = page.getByRole("navigation", { name: "Filter by year" });
    await yearNav.getByRole("link", { name: String(year) }).click();
    await expect(page).toHaveURL(new RegExp(`/consult/\\?year=${year}$`));
    const inYear = await portalCall<NewsPage>(request, "/api/portal/content/news/list", { pageNum: 1, pageSize: 9, year });
    await expect(page.locator("article h2")).toHaveText(inYear.list.map((n) => n.titleEn));

    await yearNav.getByRole("link", { name: "All years" }).click();
    await expect(page).toHaveURL(/\/consult\/$/);
    const all = await portalCall<NewsPage>(request, "/api/portal/content/news/list", { pageNum: 2, pageSize: 9 });
    expect(all.total).toBeGreaterThan(9);
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/consult\/\?page=2$/);
    await expect(page.locator("article h2")).toHaveText(all.list.map((n) => n.titleEn));
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("a category keeps its code while the year changes", async ({ page, request }) => {
    const years = await portalCall<number[]>(request, "/api/portal/content/news/yearList", { code: "company" });
    await open(page, "/consult/?code=company", "zh");
    const year = years[0] as number;
    await page
      .getByRole("navigation", { name: "按年份筛选" })
      .getByRole("link", { name: `${year} 年` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/consult/\\?code=company&year=${year}$`));
    const expected = await portalCall<NewsPage>(request, "/api/portal/content/news/list", {
      pageNum: 1,
      pageSize: 9,
      code: "company",
      year,
    });
    await expect(page.locator("article h2")).toHaveText(expected.list.map((n) => n.title));
  });

  test("a detail page links its previous and next articles of the same category", async ({ page, request }) => {
    const list = await portalCall<NewsPage>(request, "/api/portal/content/news/list", { pageNum: 1, pageSize: 3, code: "company" });
    const middle = list.list[1] as { id: number };
    const neighbor = await portalCall<{ prev: { id: number; titleEn: string } | null; next: { id: number; titleEn: string } | null }>(
      request,
      "/api/portal/content/news/neighbor",
      { id: middle.id },
    );
    await open(page, `/consult/${middle.id}`, "en");
    for (const rel of ["prev", "next"] as const) {
      const target = neighbor[rel];
      expect(target, rel).not.toBeNull();
      const link = page.locator(`a[rel=${rel}]`);
      await expect(link).toHaveText(target?.titleEn ?? "");
      await expect(link).toHaveAttribute("href", `/consult/${target?.id}`);
    }
    await page.locator("a[rel=next]").click();
    await expect(page).toHaveURL(new RegExp(`/consult/${neighbor.next?.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(neighbor.next?.titleEn ?? "");
  });
});

test.describe("contact form", () => {
  test("shows every validation error, translated, without sending", async ({ page }) => {
    let sent = 0;
    page.on("request", (r) => {
      if (r.url().includes("/message/submit")) sent++;
    });
    await open(page, "/contact/#leaveMessage", "en");
    const form = page.locator("#leaveMessage form");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Please enter your name")).toBeVisible();
    await expect(form.getByText("Please leave a phone number or an email address")).toBeVisible();
    await expect(form.getByText("Please write at least 5 characters")).toBeVisible();
    await expect(form.getByLabel("Name")).toBeFocused();

    await form.getByLabel("Phone").fill("call me");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Message").fill("x".repeat(2001));
    await form.getByLabel("Company").fill("c".repeat(101));
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("At most 2000 characters")).toBeVisible();
    await expect(form.getByText("At most 100 characters")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toBe(0);
  });

  test("the errors speak Chinese in Chinese", async ({ page }) => {
    await open(page, "/contact/", "zh");
    await page.locator("#leaveMessage form").getByRole("button", { name: "提交留言" }).click();
    await expect(page.getByText("请输入您的姓名")).toBeVisible();
    await expect(page.getByText("请留下电话或电子邮箱")).toBeVisible();
  });

  test("sends a message: success toast, form cleared", async ({ page }) => {
    await open(page, "/contact/", "en");
    const form = page.locator("#leaveMessage form");
    await form.getByLabel("Name").fill("Li Wei");
    await form.getByLabel("Company").fill("Example Dairy Co.");
    await form.getByLabel("Email").fill("li.wei@example.com");
    await form.getByLabel("Message").fill("Please send a quotation for 50 kg of low-iron lactoferrin.");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/portal/content/message/submit"));
    await form.getByRole("button", { name: "Send message" }).click();
    expect((await (await response).json()).code).toBe("000000");
    await expect(page.getByRole("status").filter({ hasText: "Thank you, your message has been sent." })).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
  });
});
