import type { Page } from "@playwright/test";
import { expect, LANG_COOKIE_URL, test } from "./fixtures";
import { TEXT } from "./shell-helpers";

/**
 * Layout defects a screenshot can hide (issue 24), in both languages on a phone and a desktop:
 * one grid, the footer's menu on one row, lists with markers, figures on one baseline, the brand
 * font loaded and used. That no page is wider than the screen is checked where every public page is
 * opened anyway: the screenshot suite (screenshots.e2e.ts).
 */
const SIZES = [
  { name: "390px", width: 390, height: 844 },
  { name: "1440px", width: 1440, height: 900 },
] as const;
/** Pages set on the page grid: their headings start on its left edge. */
const GRID_PAGES = ["/", "/about/", "/protein/", "/testingServices/", "/contact/", "/consult/", "/verify/"];
/** Pages set in a reading column centred on the grid. */
const READING_PAGES = ["/privacy/", "/disclaimer/"];

/** The page grid's numbers (src/styles/tokens.css): 80rem wide at most, gutters 1 / 1.5 / 2 rem. */
const gutter = (width: number) => (width >= 1024 ? 32 : width >= 768 ? 24 : 16);
const gridEdge = (width: number) => Math.max(0, (width - 1280) / 2) + gutter(width);
const readingEdge = (width: number) => Math.max(0, (width - (800 + 2 * gutter(width))) / 2) + gutter(width);

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** The left edges of the visible h1 and h2 of the main content, outside cards (list items, news articles) and two-column blocks. */
function headingEdges(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("main h1, main h2")]
      // (The home page's h1 is for screen readers only: it draws no box.)
      .filter(
        (h) =>
          h.getBoundingClientRect().width > 1 &&
          h.getBoundingClientRect().height > 1 &&
          !h.closest('[data-block-type="mediaText"], [data-block-type="columns"], li, article'),
      )
      .map((h) => ({ text: (h.textContent ?? "").slice(0, 40), left: Math.round(h.getBoundingClientRect().left) })),
  );
}

for (const lang of ["zh", "en"] as const) {
  for (const size of SIZES) {
    test.describe(`layout in ${lang} at ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });
      test.beforeEach(async ({ context }) => {
        await context.addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);
      });

      test("one grid: headings, the logo and the footer start on one left edge; reading pages on a centred column", async ({ page }) => {
        const edge = gridEdge(size.width);
        for (const path of GRID_PAGES) {
          await open(page, path);
          const edges = await headingEdges(page);
          expect(edges.length, path).toBeGreaterThan(0);
          expect(
            edges.filter((h) => Math.abs(h.left - edge) > 1),
            `${path}: headings off the grid's edge (${edge}px)`,
          ).toEqual([]);
          const logo = await page.locator("header.site-header a").first().boundingBox();
          expect(Math.round(logo?.x ?? -1), `${path}: the logo`).toBe(edge);
          const footerStart = await page.locator("footer nav ul").first().boundingBox();
          expect(Math.round(footerStart?.x ?? -1), `${path}: the footer's menu`).toBe(edge);
        }
        for (const path of READING_PAGES) {
          await open(page, path);
          const edges = await headingEdges(page);
          expect(edges.length, path).toBeGreaterThan(0);
          expect(edges.filter((h) => Math.abs(h.left - readingEdge(size.width)) > 1)).toEqual([]);
        }
      });

      test("the brand font is loaded and used for headings, text and figures; Chinese falls to the platform's fonts", async ({ page }) => {
        await open(page, "/");
        const fonts = await page.evaluate(async () => {
          await document.fonts.ready;
          const family = (sel: string) => getComputedStyle(document.querySelector(sel) as Element).fontFamily;
          return {
            loaded: [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Inter Variable" && f.status === "loaded").length,
            check: document.fonts.check('16px "Inter Variable"', "Lactoferrin 95%"),
            body: family("body"),
            heading: family("main h2"),
            figure: family('[data-block-type="keyFigures"] dd'),
            fetched: performance.getEntriesByType("resource").filter((r) => r.name.endsWith(".woff2")).length,
          };
        });
        expect(fonts.loaded).toBe(1);
        expect(fonts.check).toBe(true);
        for (const family of [fonts.body, fonts.heading, fonts.figure]) {
          expect(family).toMatch(/^"Inter Variable", "Inter Fallback", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei"/);
          // Never a CJK web font: the CJK names are the platform's own.
          expect(family).not.toMatch(/web/i);
        }
        // The preload is the file the stylesheet asks for: fetched once, Latin only.
        expect(fonts.fetched).toBe(1);
        const preload = page.locator('head link[rel="preload"][as="font"]');
        await expect(preload).toHaveAttribute("href", /inter-latin-wght-normal-[\w-]+\.woff2$/);
        await expect(preload).toHaveAttribute("crossorigin", "anonymous");
      });

      test("key figures sit on one baseline, and numbers keep their units", async ({ page }) => {
        await open(page, "/");
        const rows = await page.evaluate(() => {
          const byRow = new Map<number, number[]>();
          for (const item of document.querySelectorAll('[data-block-type="keyFigures"] dl > div')) {
            const top = Math.round(item.getBoundingClientRect().top);
            const dd = item.querySelector("dd") as HTMLElement;
            byRow.set(top, [...(byRow.get(top) ?? []), Math.round(dd.getBoundingClientRect().bottom)]);
          }
          return [...byRow.values()];
        });
        expect(rows.flat().length).toBe(4);
        for (const bottoms of rows) expect(new Set(bottoms).size, `value bottoms ${bottoms.join(", ")}`).toBe(1);
        // "45 °C" in the advantages: joined by a no-break space.
        const advantages = page.locator('[data-block-type="advantageList"]');
        await expect(advantages).toContainText(lang === "zh" ? /45\u00a0℃/ : /45\u00a0°C/);
      });

      test("card grids leave no lone card, and the home page ends with one call-to-action band", async ({ page }) => {
        await open(page, "/");
        for (const type of ["advantageList", "applicationGrid"]) {
          const rows = await page.evaluate((t) => {
            const grid = document.querySelector(`[data-block-type="${t}"] ul`) as HTMLElement;
            const box = grid.getBoundingClientRect();
            const byRow = new Map<number, DOMRect[]>();
            for (const li of grid.children) {
              const r = li.getBoundingClientRect();
              byRow.set(Math.round(r.top), [...(byRow.get(Math.round(r.top)) ?? []), r]);
            }
            return [...byRow.values()].map((cards) => ({
              count: cards.length,
              leftGap: Math.round((cards[0]?.left ?? 0) - box.left),
              rightGap: Math.round(box.right - (cards.at(-1)?.right ?? 0)),
            }));
          }, type);
          const full = Math.max(...rows.map((r) => r.count));
          if (full > 1) for (const row of rows) expect(row.count, `${type}: ${JSON.stringify(rows)}`).toBeGreaterThan(1);
          for (const row of rows) expect(Math.abs(row.leftGap - row.rightGap), `${type}: a row is centred`).toBeLessThanOrEqual(1);
        }
        await expect(page.locator('[data-block-type="callToAction"]')).toHaveCount(0);
        await expect(page.locator('section[aria-labelledby="footer-cta-heading"]')).toHaveCount(1);
      });

      test("rich text keeps its bullets and numbers", async ({ page }) => {
        await open(page, "/privacy/");
        const lists = await page.evaluate(() =>
          [...document.querySelectorAll("main .rich-text ul > li, main .rich-text ol > li")].map((li) => {
            const list = li.parentElement as HTMLElement;
            return {
              marker: getComputedStyle(li).listStyleType,
              display: getComputedStyle(li).display,
              indent: li.getBoundingClientRect().left - list.getBoundingClientRect().left,
              ordered: list.tagName === "OL",
            };
          }),
        );
        expect(lists.length).toBeGreaterThan(3);
        for (const li of lists) {
          expect(li.display).toBe("list-item");
          expect(li.marker).toBe(li.ordered ? "decimal" : "disc");
          expect(li.indent).toBeGreaterThan(12);
        }
      });

      test("the carousel's dots are evenly spaced and alike but for the current one's fill", async ({ page }) => {
        await open(page, "/");
        const dots = await page.evaluate(() =>
          [...document.querySelectorAll('[data-block-type="banner"] button[aria-current], [data-block-type="banner"] button[aria-label]')]
            .filter((b) => getComputedStyle(b, "::before").content !== "none" && getComputedStyle(b, "::before").width !== "auto")
            .map((b) => {
              const r = b.getBoundingClientRect();
              return { centre: r.left + r.width / 2, size: getComputedStyle(b, "::before").width };
            }),
        );
        expect(dots.length).toBeGreaterThan(1);
        expect(new Set(dots.map((d) => d.size)).size).toBe(1);
        const steps = dots.slice(1).map((d, i) => Math.round(d.centre - (dots[i]?.centre ?? 0)));
        expect(new Set(steps).size).toBe(1);
      });

      test("on the login page the header offers no second way to log in", async ({ page }) => {
        await open(page, "/login/");
        await expect(page.locator("header.site-header").getByRole("link", { name: TEXT[lang].nav.login, exact: true })).toHaveCount(0);
        await open(page, "/contact/");
        await expect(page.locator("header.site-header").getByRole("link", { name: TEXT[lang].nav.login, exact: true })).toBeVisible();
      });

      if (size.width >= 1024) {
        test("the footer's entries stand on one row, and their sub-links open over the footer without moving anything", async ({
          page,
        }) => {
          await open(page, "/about/");
          const footer = page.getByRole("navigation", { name: TEXT[lang].footer.menu });
          const entries = footer.locator(":scope > ul > li");
          // Positions in the document: hovering may scroll the window.
          const tops = async () =>
            entries.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top + window.scrollY)));
          const before = await tops();
          expect(before.length).toBeGreaterThanOrEqual(5);
          expect(new Set(before).size, `entry tops ${before.join(", ")}`).toBe(1);
          const address = page.locator("footer address");
          const addressTop = () => address.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
          const addressBefore = await addressTop();
          const last = entries.last();
          await last.locator("a").first().hover();
          const sub = last.locator("ul");
          await expect(sub).toBeVisible();
          expect(await tops()).toEqual(before);
          expect(await addressTop()).toBe(addressBefore);
          // The header's menu fits on one line too.
          const header = page.locator("header.site-header nav > ul > li");
          const heights = await header.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().height)));
          expect(new Set(heights).size).toBe(1);
          const links = await page
            .locator("header.site-header nav > ul > li > a")
            .evaluateAll((as) => as.map((a) => Math.round(a.getBoundingClientRect().height)));
          expect(Math.max(...links)).toBeLessThan(48);
        });
      }

      test("without JavaScript the transparent header scrolls away instead of lying over the text", async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: size.width, height: size.height } });
        await context.addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);
        const page = await context.newPage();
        await page.goto("/about/");
        await page.evaluate(() => window.scrollTo(0, 1200));
        await expect
          .poll(() => page.evaluate(() => document.querySelector("header.site-header")?.getBoundingClientRect().bottom ?? 1))
          .toBeLessThanOrEqual(0);
        await context.close();
      });
    });
  }
}
