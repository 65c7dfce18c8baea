import AxeBuilder from "@axe-core/playwright";
import type { Page } from "../../schemas/paging";
import { expect, loginAsCustomer, portalCall, test } from "./fixtures";

const STATIC_ROUTES = [
  "/",
  "/about/",
  "/protein/",
  "/testingServices/",
  "/consult/",
  "/contact/",
  "/login/",
  "/dataComparison",
  "/privacy/",
  "/disclaimer/",
  "/no-such-page",
];

// Entrance animations finish instantly, so colour contrast is measured on the final state.
test.use({ reducedMotion: "reduce" });

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const lang of ["zh", "en"] as const) {
    test(`axe finds no violations on any route (${lang}, ${viewport.width}px)`, async ({ page, request, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.context().addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
      const news = await portalCall<Page<{ id: number }>>(request, "/api/portal/content/news/list", { pageSize: 1 });
      const steps = await portalCall<Array<{ id: number }>>(request, "/api/portal/content/data/list", { columnCode: "detectionStep" });
      const routes = [...STATIC_ROUTES, `/consult/${news.list[0]?.id}`, `/detectionSteps/${steps[0]?.id}`];
      const report: Record<string, string[]> = {};
      for (const route of routes) {
        await page.goto(route);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        const { violations } = await new AxeBuilder({ page }).analyze();
        if (violations.length > 0) {
          report[route] = violations.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(" "))
                .slice(0, 3)
                .join(" | ")}`,
          );
        }
      }
      expect(report).toEqual({});
    });

    test(`axe finds no violations on the customer pages (${lang}, ${viewport.width}px)`, async ({ page, request, baseURL }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await page.context().addCookies([{ name: "lang", value: lang, url: baseURL as string }]);
      await loginAsCustomer(page, request);
      const report: Record<string, string[]> = {};
      for (const route of ["/sampleTesting/", "/user/?tab=detecting", "/user/?tab=editorialMaterial"]) {
        await page.goto(route);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("form").first()).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        if (violations.length > 0)
          report[route] = violations.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(" "))
                .slice(0, 3)
                .join(" | ")}`,
          );
      }
      expect(report).toEqual({});
    });
  }
}
