import { expect, test } from "./fixtures";

test("an unmatched path answers 404, counts 3-2-1 and lands on the home page", async ({ page }) => {
  // The countdown's digits, recorded as they show: on a loaded machine the checks below can take
  // longer than the 3 s the page waits.
  await page.addInitScript(() => {
    const w = window as unknown as { __timer: string[] };
    w.__timer = [];
    new MutationObserver(() => {
      const text = document.querySelector('[role="timer"]')?.textContent?.match(/\d/)?.[0];
      if (text && w.__timer.at(-1) !== text) w.__timer.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const res = await page.goto("/no/such/page");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found: /no/such/page");
  await expect(page.getByRole("img", { name: "404 illustration" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/", { timeout: 5_000 });
  // A client-side navigation: the same window still holds what the timer showed.
  expect(await page.evaluate(() => (window as unknown as { __timer: string[] }).__timer)).toEqual(["3", "2", "1"]);
  await expect(page.locator("main")).not.toContainText("Page not found");
});

test("the 404 page speaks Chinese in Chinese", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lang", value: "zh", url: baseURL as string }]);
  const res = await page.goto("/不存在");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("页面不存在：");
});

test("an unknown news id or detection step is a 404 page too", async ({ page }) => {
  for (const path of ["/consult/99999999", "/detectionSteps/99999999", "/detectionSteps/not-a-step"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Page not found: ${path}`);
  }
});

test("unknown API paths get the JSON envelope with 404", async ({ request }) => {
  const res = await request.post("/api/portal/nothing", { data: {}, headers: { lang: "en-US" } });
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ code: "000002", message: "No such API: /api/portal/nothing", data: null });
});
