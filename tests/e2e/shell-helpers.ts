import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import enCommon from "../../locales/en/common.json" with { type: "json" };
import enErrors from "../../locales/en/errors.json" with { type: "json" };
import enPages from "../../locales/en/pages.json" with { type: "json" };
import zhCommon from "../../locales/zh/common.json" with { type: "json" };
import zhErrors from "../../locales/zh/errors.json" with { type: "json" };
import zhPages from "../../locales/zh/pages.json" with { type: "json" };
import { test as base, CUSTOMER, ensureCustomer, expect, LANG_COOKIE_URL, portalCall } from "./fixtures";

/** The two sizes and two languages every shell behaviour is tested in (issue 3). */
export const SIZES = [
  { name: "1440px", width: 1440, height: 900, desktop: true },
  { name: "390px", width: 390, height: 844, desktop: false },
] as const;
export const LANGS = ["zh", "en"] as const;

/** Every language × size pair the shell's e2e tests run in: the full 2 × 2 matrix (decision 081). */
export const PAIRS = LANGS.flatMap((lang) => SIZES.map((size) => ({ lang, size })));
export type Lang = (typeof LANGS)[number];
export type Size = (typeof SIZES)[number];

/** What the visitor reads, straight from the locale files (the same texts the app renders). */
export const TEXT = {
  zh: { ...zhCommon, pages: zhPages, errors: zhErrors },
  en: { ...enCommon, pages: enPages, errors: enErrors },
} as const;
export const HEADER_HEIGHT = 72;

export interface Session {
  token: string;
  userInfo: { id: number; nickname: string };
}

/**
 * `customer`: one session of the shared customer per worker, created with the portal's login call
 * (one scrypt hash per worker, not per test). Tests that end a session log in themselves.
 */
export const test = base.extend<object, { customer: Session }>({
  customer: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await ensureCustomer(request);
      const session = await portalCall<Session>(request, "/api/portal/user/login", {
        account: CUSTOMER.account,
        password: CUSTOMER.password,
      });
      await request.dispose();
      await use(session);
    },
    // Two scrypt hashes (sign-up on a fresh database, then login) on a busy machine.
    { scope: "worker", timeout: 60_000 },
  ],
});
export { expect };

/**
 * Hands the portal session to the page's next document load the way the login form stores it
 * (token and user info); once per tab, so a logout sticks.
 */
export async function signIn(page: Page, session: Session) {
  await page.addInitScript(({ token, userInfo }) => {
    if (sessionStorage.getItem("e2e-signed-in")) return;
    sessionStorage.setItem("e2e-signed-in", "1");
    localStorage.setItem("token", token);
    localStorage.setItem("userInfo", JSON.stringify(userInfo));
  }, session);
}

/**
 * Stops the page's clock (timers, Date) about now: toasts and countdowns stay put while a test looks
 * at them. Jumps 1 s ahead to be sure not to land in the past of a running clock.
 */
export async function pauseClock(page: Page) {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (error) {
      if (attempt > 3 || !String(error).includes("past")) throw error;
    }
  }
}

/**
 * Runs `work` (an axe scan) while the page clock is paused, advancing it 1 ms at a time so the
 * zero-delay timers axe chains its rules with still fire, while real waits (a toast's 3 s, a
 * countdown) do not come due. Gives up advancing after `maxMs` of page time.
 */
export async function whileClockCreeps<T>(page: Page, work: () => Promise<T>, maxMs = 2000): Promise<T> {
  let done = false;
  const result = work().finally(() => {
    done = true;
  });
  for (let ms = 0; !done && ms < maxMs; ms++) await page.clock.runFor(1);
  return result;
}

/** A full page load in the given language, until React has hydrated. */
export async function openAt(page: Page, path: string, lang: Lang) {
  await page.context().addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await hydrated(page);
}

/** Waits until React owns the page (seconds on a busy 2-core machine). */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
}

/**
 * A client-side navigation, as a click on a link would make, until React has rendered the new
 * location (and ScrollRestoration has reset the scroll: a scroll made before that would be undone).
 */
export async function go(page: Page, path: string) {
  await page.evaluate(async (to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter;
    await router.navigate(to);
  }, path);
  const rendered = await page.evaluate(() => location.pathname + location.search);
  await expect(page.locator("html")).toHaveAttribute("data-location", rendered);
}

export const header = (page: Page) => page.locator("header.site-header");
export const mainNav = (page: Page, lang: Lang) => page.getByRole("navigation", { name: TEXT[lang].nav.label });

/** Gives every page room to scroll past the window height, then scrolls there. */
export async function scrollTo(page: Page, y: number) {
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

/** Waits two frames: layout-shift entries and scroll handlers report after a frame. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/**
 * Records real layout shifts (PerformanceObserver 'layout-shift', without those right after input)
 * and every CSS transition or animation that starts, with its duration in ms.
 */
export async function recordShiftsAndMotion(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    const w = window as unknown as { __shifts: string[]; __motion: Array<{ what: string; ms: number }> };
    w.__shifts = [];
    w.__motion = [];
    const describe = (node?: Node) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 60)}` : String(node?.nodeName);
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        w.__shifts.push(
          `${e.value.toFixed(6)}: ${e.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`).join("; ")}`,
        );
      }
    }).observe({ type: "layout-shift", buffered: true });
    const ms = (list: string) => Math.max(...list.split(",").map((v) => (v.trim().endsWith("ms") ? parseFloat(v) : parseFloat(v) * 1000)));
    const record = (e: Event) => {
      const el = e.target as Element;
      const style = getComputedStyle(el);
      const duration = e.type === "transitionrun" ? style.transitionDuration : style.animationDuration;
      w.__motion.push({ what: `${e.type} ${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`, ms: ms(duration) });
    };
    document.addEventListener("transitionrun", record, true);
    document.addEventListener("animationstart", record, true);
  });
}

/** Layout shifts since the last call (and forgets them): score and what moved. */
export async function takeShifts(page: Page): Promise<string[]> {
  await nextFrames(page);
  return page.evaluate(() => {
    const w = window as unknown as { __shifts: string[] };
    return w.__shifts.splice(0);
  });
}

/** CSS transitions and animations started since the last call, plus motion's own running animations. */
export async function takeMotion(page: Page): Promise<Array<{ what: string; ms: number }>> {
  await nextFrames(page);
  return page.evaluate(() => {
    const w = window as unknown as { __motion: Array<{ what: string; ms: number }> };
    const running = document
      .getAnimations()
      .filter((a) => !(a instanceof CSSTransition) && !(a instanceof CSSAnimation) && a.playState === "running")
      .map((a) => ({ what: "web animation", ms: Number(a.effect?.getTiming().duration ?? 0) }));
    return [...w.__motion.splice(0), ...running];
  });
}

/** Where an anchor's section landed relative to the header's bottom edge (0 = right below it). */
export async function anchorOffset(page: Page, id: string): Promise<number> {
  return page.evaluate((anchor) => {
    const header = document.querySelector("header.site-header");
    const section = document.getElementById(anchor);
    return header && section ? Math.round(section.getBoundingClientRect().top - header.getBoundingClientRect().bottom) : Number.NaN;
  }, id);
}

/**
 * The section reached through a menu lies right below the header: within 2 px once the page has
 * settled, unless the page cannot scroll that far (then it is at least not under the header).
 */
/** Opens a drawer with its trigger, follows one of its anchors: the drawer closes and the anchor lands below the header. */
export async function anchorThroughDrawer(page: Page, trigger: Locator, drawer: Locator, href: string) {
  await trigger.click();
  await drawer.locator(`a[href="${href}"]`).click();
  await expect(drawer).toBeHidden();
  await expectAnchorBelowHeader(page, href.slice(href.indexOf("#") + 1));
}

export async function expectAnchorBelowHeader(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect
    .poll(async () => {
      const offset = await anchorOffset(page, id);
      const atEnd = await page.evaluate(() => window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1);
      if (Number.isNaN(offset)) return `no #${id} on the page yet`;
      return Math.abs(offset) <= 2 || (atEnd && offset > 2) ? "below the header" : `${offset} px from the header's bottom`;
    })
    .toBe("below the header");
}

/** A news article and a detection step that exist (for their detail routes). */
export async function contentIds(request: APIRequestContext): Promise<{ newsId: number; stepId: number }> {
  const news = await portalCall<{ list: Array<{ id: number }> }>(request, "/api/portal/content/news/list", { pageSize: 1 });
  const steps = await portalCall<Array<{ id: number }>>(request, "/api/portal/content/data/list", { columnCode: "detectionStep" });
  return { newsId: news.list[0]?.id ?? 0, stepId: steps[0]?.id ?? 0 };
}

/** The element's box lies fully inside the window. */
export async function expectInsideViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  expect(box, "element is laid out").not.toBeNull();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

export interface WebsiteInfo {
  siteName: string;
  footerHeadline: string;
  footerSubheadline: string;
  logo: { url: string; alt: string };
  colorfulLogo: { url: string; alt: string };
  copyrightInfo: string;
  recordNo: string;
  recordUrl: string;
  contactPhone: string;
  siteAddress: string;
  email: string;
  weixinImg: { url: string; alt: string };
  douyinImg: { url: string; alt: string };
  xiaohongshuImg: { url: string; alt: string };
  weiboLink: string;
}

/** Website info as the portal answers it in the given language. */
export async function websiteInfo(request: APIRequestContext, lang: Lang): Promise<WebsiteInfo> {
  return inLang<WebsiteInfo>(request, "/api/portal/content/configData/website", lang);
}

/** A public portal call answered in the given language (the `lang` header of spec §7). */
export async function inLang<T>(request: APIRequestContext, path: string, lang: Lang, body: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post(path, { data: body, headers: { lang: lang === "zh" ? "zh-CN" : "en-US" } });
  const json = (await res.json()) as { code: string; data: T };
  expect(json.code, `${path} answered ${json.code}`).toBe("000000");
  return json.data;
}

/**
 * axe on the page as it is now (every rule; only violations are collected).
 *
 * Why scans were slow: AxeBuilder evaluates axe's 500 KB source in the page on every analyze()
 * (twice in legacy mode), and by default also opens a new tab to merge the results, which
 * injects it once more; on a busy 2-core machine each injection took 3–4 s, the scan itself
 * 1–3 s (mostly color-contrast). So: legacy mode (no extra tab), and once axe is in the document
 * (client-side navigations keep it) the builder is handed a no-op source instead of axe again.
 */
export async function axeViolations(page: Page, include?: string, exclude: Array<string | string[]> = []): Promise<string[]> {
  // A dialog or menu still fading in has its text at part opacity, and axe measures contrast with the
  // opacity (a news preview read as a contrast violation once): let finite animations end first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
  // Every frame: an iframe loaded since the last scan (the page editor's preview) needs axe too.
  const inFrames = await Promise.all(
    page.frames().map((frame) => frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function")),
  );
  const present = inFrames.every(Boolean);
  let builder = new AxeBuilder({ page, ...(present ? { axeSource: "void 0" } : {}) })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}

/**
 * Scrolls to `y` and waits until the scroll-animation watcher has seen it (it runs throttled,
 * 99 ms): every animated block well inside its trigger zone (120 px offset, plus its 40 px hidden
 * shift and a margin) is marked shown. A wait for the app, not a sleep.
 */
export async function scrollAndLetBlocksIn(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLElement>("[data-aos]")].filter(
            (el) => el.getBoundingClientRect().top < window.innerHeight - 170 && el.dataset.aosShown !== "true",
          ).length,
      ),
    )
    .toBe(0);
}
