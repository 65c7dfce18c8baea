import {
  axeViolations,
  contentIds,
  expect,
  go,
  header,
  openAt,
  PAIRS,
  pauseClock,
  signIn,
  TEXT,
  test,
  whileClockCreeps,
} from "./shell-helpers";

// Each test opens its own page: they spread over both workers instead of queuing in one (decision 081).
test.describe.configure({ mode: "parallel" });

// One page session per (language × size): the first route is a full load, the others client-side
// navigations (as a visitor moves on), so each route costs a scan rather than a hydration.
// Reduced motion throughout: animation is not what axe looks at, and with it every block shows its
// final state at once (the scroll animations themselves are tested in shell.e2e.ts).
for (const { lang, size } of PAIRS) {
  test(`axe: no violations on any route, logged out and in, with the drawers, menus and a toast open (${lang}, ${size.name})`, async ({
    page,
    request,
    customer,
  }) => {
    test.setTimeout(480_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ reducedMotion: "reduce" });
    const T = TEXT[lang];
    const { newsId, stepId } = await contentIds(request);
    const report: Record<string, string[]> = {};
    const t0 = Date.now();
    const scan = async (name: string, include?: string) => {
      const s0 = Date.now();
      const violations = await axeViolations(page, include);
      if (process.env.AXE_TIMING) console.log(`${Date.now() - t0} ms: ${name} scanned in ${Date.now() - s0} ms`);
      if (violations.length > 0) report[name] = violations;
    };
    const ready = async () => {
      // One h1 per page; the home page's is the site's name, for screen readers only (issue 27 item 11).
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
      await expect(page.getByText(T.pages.inspection.loading)).toHaveCount(0);
    };
    /** The page as it loads; on the home page also the header once scrolled (the same header on every hero route). */
    const scanRoute = async (route: string) => {
      await ready();
      await scan(route);
      if (route === "/") {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(header(page)).toHaveClass(/site-header--scrolled/);
        await scan(`${route} (header scrolled)`, "header.site-header");
      }
    };

    // The shell's open states, logged out.
    await openAt(page, "/consult/", lang);
    if (!size.desktop) {
      await page.getByTestId("side-drawer-trigger").click();
      await expect(page.getByRole("dialog", { name: T.menu.sideDrawer })).toBeVisible();
      await scan("side drawer open");
      await page.keyboard.press("Escape");
    } else {
      await page.getByRole("navigation", { name: T.nav.label }).getByRole("link", { name: T.nav.about, exact: true }).hover();
      await scan("header sub-menu open", "header.site-header");
      await page.mouse.move(5, 500);
    }
    await page.getByTestId("full-drawer-trigger").click();
    const full = page.getByRole("dialog", { name: T.menu.fullDrawer });
    await full.getByRole("button", { name: T.contactInfo.weixin }).hover();
    await scan("full-screen drawer open, a QR code shown");
    await page.keyboard.press("Escape");
    await expect(full).toBeHidden();
    await page.getByRole("button", { name: `${T.language.label}: ${T.language[lang]}` }).click();
    await expect(page.getByRole("menuitem")).toBeVisible();
    await scan("language menu open", "[data-scope=menu][data-part=positioner]");
    await page.keyboard.press("Escape");

    for (const route of [
      "/",
      "/about/",
      "/protein/",
      "/testingServices/",
      "/consult/",
      `/consult/${newsId}`,
      "/contact/",
      `/detectionSteps/${stepId}`,
      "/privacy/",
      "/disclaimer/",
    ]) {
      await go(page, route);
      await scanRoute(route);
    }
    // Logged in (a session made by the portal's login call): the customer pages and the user menu.
    await signIn(page, customer);
    await openAt(page, "/sampleTesting/", lang);
    await expect(page.locator("form").first()).toBeVisible();
    await scanRoute("/sampleTesting/");
    await page.getByRole("button", { name: T.user.menu.replace("{{name}}", customer.userInfo.nickname) }).click();
    await expect(page.getByRole("menuitem").first()).toBeVisible();
    await scan("user menu open", "[data-scope=menu][data-part=positioner]");
    await page.keyboard.press("Escape");
    for (const route of ["/user/?tab=detecting", "/user/?tab=detectedCompleted", "/user/?tab=editorialMaterial"]) {
      await go(page, route);
      await expect(page.getByRole("tablist")).toBeVisible();
      await scanRoute(route);
    }
    // Data comparison shows its real page to a customer (not the login redirect), data loaded.
    await go(page, "/dataComparison");
    await expect(page).toHaveURL(/\/dataComparison$/);
    await expect(
      page.getByTestId("comparison-empty").or(page.getByRole("form", { name: T.pages.dataComparison.chooseLabel })),
    ).toBeVisible();
    await scanRoute("/dataComparison");

    // The login page with an error toast on it, and the 404 page, which counts down to home in
    // 3 s: the test clock stands still while axe looks (installed last: Chakra's menus and drawers
    // finish closing on animation frames it would hold back).
    await page.clock.install();
    await go(page, "/login/");
    const form = page.getByRole("form", { name: T.pages.login.loginTab });
    await form.getByLabel(T.pages.login.account).fill(`nobody-axe-${lang}-${size.width}@example.com`);
    await form.getByLabel(new RegExp(`^${T.pages.login.password}`)).fill("wrong1password");
    await pauseClock(page); // the toast stays while axe looks
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/portal/user/login"));
    await form.getByLabel(new RegExp(`^${T.pages.login.password}`)).press("Enter");
    await answered;
    await expect(page.getByRole("alert").filter({ hasText: T.errors.auth.badCredentials })).toBeVisible();
    // The submit button leaves its loading state with a (reduced-motion, 0.01 ms) opacity transition
    // that a busy renderer may not have ticked yet: axe would measure the half-faded button.
    await expect(form.getByRole("button", { name: T.pages.login.submitLogin })).toBeEnabled();
    await expect
      .poll(() => form.evaluate((f) => f.getAnimations({ subtree: true }).filter((a) => a.playState === "running").length))
      .toBe(0);
    await whileClockCreeps(page, () => scan("/login/ with an error toast"));
    await expect(page.getByRole("alert").filter({ hasText: T.errors.auth.badCredentials })).toBeVisible();
    await page.clock.resume();
    await page.keyboard.press("Escape");
    await pauseClock(page);
    await go(page, "/no-such-page");
    await ready();
    await whileClockCreeps(page, () => scan("/no-such-page"));
    await expect(page).toHaveURL(/\/no-such-page$/);
    await page.clock.resume();

    expect(report).toEqual({});
  });
}
