import AxeBuilder from "@axe-core/playwright";
import type { Page } from "../../schemas/paging";
import { expect, portalCall, test } from "./fixtures";

const STATIC_ROUTES = [
  "/",
  "/about/",
  "/protein/",
  "/testingServices/",
  "/sampleTesting/",
  "/consult/",
  "/contact/",
  "/login/",
  "/user/",
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
  }
}
