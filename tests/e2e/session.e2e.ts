import type { Page } from "@playwright/test";
import { codeIn, waitForMail } from "../support/outbox";
import { CUSTOMER, E2E_OUTBOX, ensureCustomer } from "./fixtures";
import { expect, go, openAt, PAIRS, pauseClock, TEXT, test } from "./shell-helpers";

// Sign-ups are limited to 5 per address per hour: one through the form here; the rest of the run
// shares one customer (fixtures.ts). Each (language × size) logs in once, through the form.
const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const storedSession = (page: Page) => page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("userInfo")]);

// Each test opens its own page: they spread over both workers instead of queuing in one (decision 081).
test.describe.configure({ mode: "parallel" });

test("sign up through the form: welcome toast, back where the visitor came from, nickname menu in the header", async ({ page }) => {
  test.setTimeout(90_000); // a page load and a scrypt hash, each seconds on a busy 2-core machine
  await openAt(page, "/protein/", "en");
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login\/\?redirect=%2Fprotein%2F$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("tab", { name: "Sign up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByText("Enter an email address or a mobile number")).toBeVisible();
  await expect(form.getByText("Please enter a nickname")).toBeVisible();
  // The error beside the hint, which stays (issue 27 item 5).
  await expect(form.getByText("At least 8 characters", { exact: true })).toBeVisible();

  const account = unique("zhao");
  await form.getByLabel("Email or mobile number").fill(account);
  await form.getByLabel("Nickname").fill("Zhao Min");
  await form.getByLabel("Company").fill("Example Nutrition");
  await form.getByLabel(/^Password/).fill(CUSTOMER.password);
  await form.getByLabel("Repeat the password").fill("different1pass");
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByText("The passwords do not match")).toBeVisible();
  await form.getByLabel("Repeat the password").fill(CUSTOMER.password);
  // The portal hashes the password (scrypt, seconds on a busy 2-core machine): wait for its answer.
  const registered = page.waitForResponse((r) => r.url().endsWith("/api/portal/user/register"), { timeout: 60_000 });
  await form.getByRole("button", { name: "Create account" }).click();
  expect((await (await registered).json()).code).toBe("000000");
  // The address is confirmed with the code from the mail, which logs the new customer in.
  const confirm = page.getByRole("form", { name: "Confirm your email address" });
  await expect(confirm.getByRole("heading", { name: "Confirm your email address" })).toBeFocused();
  const mail = await waitForMail(E2E_OUTBOX, (m) => m.to === account.toLowerCase());
  await confirm.getByLabel("6-digit code from the mail").fill(codeIn(mail));
  await confirm.getByRole("button", { name: "Confirm and log in" }).click();

  await expect(page).toHaveURL(/\/protein\/$/, { timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: "Welcome, Zhao Min" })).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu: Zhao Min" })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("userInfo") ?? "{}").nickname)).toBe("Zhao Min");
});

for (const { lang, size } of PAIRS) {
  test(`session (${lang}, ${size.name}): toasts while logging in, the user menu, the personal centre in the side drawer, logout, an expired session`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const T = TEXT[lang];
    const { account, password, nickname } = await ensureCustomer(request);

    // Log in through the form, as a customer does: the portal's own login call makes the session.
    // The clock stands still meanwhile, so the toasts stay put while we look at them.
    await page.clock.install();
    await openAt(page, `/login/?redirect=${encodeURIComponent("/user/?tab=detecting")}`, lang);
    await pauseClock(page);
    const form = page.getByRole("form", { name: T.pages.login.loginTab });
    await form.getByLabel(T.pages.login.account).fill(unique(`nobody-${lang}-${size.width}`));
    await form.getByLabel(new RegExp(`^${T.pages.login.password}`)).fill("wrong1password");
    const submit = form.getByRole("button", { name: T.pages.login.submitLogin });
    for (let i = 0; i < 2; i++) {
      // While a login is on its way the button is disabled, and Enter then submits nothing (HTML's
      // implicit submission); the answer reaches the network a moment before the form re-enables.
      await expect(submit).toBeEnabled();
      const answered = page.waitForResponse((r) => r.url().endsWith("/api/portal/user/login"));
      await form.getByLabel(new RegExp(`^${T.pages.login.password}`)).press("Enter");
      await answered;
    }
    const wrong = page.getByRole("alert").filter({ hasText: T.errors.auth.badCredentials });
    await expect(wrong).toHaveCount(1);
    // The repeat is read again: the alert region's text carries the counter the toast shows.
    await expect(wrong).toHaveText(`${T.errors.auth.badCredentials} ×2`);
    await expect(page.getByRole("region", { name: T.toast.region }).getByTestId("toast-count")).toHaveText("×2");
    // A second failure of another kind (the network drops the next attempt): two toasts, 16 px from
    // the top, 16 px apart, newest last; Escape closes the newest.
    await page.route("**/api/portal/user/login", (route) => route.abort(), { times: 1 });
    await expect(submit).toBeEnabled();
    await form.getByLabel(new RegExp(`^${T.pages.login.password}`)).press("Enter");
    const dropped = page.getByRole("alert").filter({ hasText: T.errors.requestFailed });
    await expect(dropped).toHaveCount(1);
    const toasts = page.getByRole("region", { name: T.toast.region }).getByRole("listitem");
    await expect(toasts).toHaveCount(2);
    const first = await toasts.nth(0).boundingBox();
    const second = await toasts.nth(1).boundingBox();
    expect(first?.y).toBe(16);
    expect(Math.round((second?.y ?? 0) - ((first?.y ?? 0) + (first?.height ?? 0)))).toBe(16);
    await expect(toasts.nth(1)).toContainText(T.errors.requestFailed);
    await page.keyboard.press("Escape");
    await expect(dropped).toHaveCount(0);
    await expect(wrong).toHaveCount(1);
    // The default duration: still there at 2999 ms, gone at 3000 ms.
    await page.clock.runFor(2999);
    await expect(wrong).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(wrong).toHaveCount(0);
    await page.clock.resume();

    // A wrong password's toast does not outlive the login that then succeeds.
    await form.getByLabel(new RegExp(`^${T.pages.login.password}`)).fill("wrong1password");
    await expect(submit).toBeEnabled();
    const once = page.waitForResponse((r) => r.url().endsWith("/api/portal/user/login"));
    await form.getByLabel(new RegExp(`^${T.pages.login.password}`)).press("Enter");
    await once;
    await expect(wrong).toHaveCount(1);
    await form.getByLabel(T.pages.login.account).fill(account);
    await form.getByLabel(new RegExp(`^${T.pages.login.password}`)).fill(password);
    await expect(submit).toBeEnabled();
    const loggedIn = page.waitForResponse((r) => r.url().endsWith("/api/portal/user/login"));
    await form.getByLabel(new RegExp(`^${T.pages.login.password}`)).press("Enter");
    expect((await (await loggedIn).json()).code).toBe("000000");
    await expect(page).toHaveURL(/\/user\/\?tab=detecting$/);
    const welcome = page.getByRole("status").filter({ hasText: T.pages.login.welcome.replace("{{name}}", nickname) });
    await expect(welcome).toBeVisible();
    await expect(wrong).toHaveCount(0);
    await expect(toasts).toHaveCount(1);

    // The rest in a tab without the test clock (Chakra's menus and drawers finish closing on
    // animation frames it would hold back), with the session the form just stored.
    const { cookies, origins } = await page.context().storageState();
    const rest = await browser.newContext({
      baseURL,
      viewport: { width: size.width, height: size.height },
      storageState: { cookies, origins },
    });
    await page.close();
    const tab = await rest.newPage();
    await openAt(tab, "/user/?tab=detecting", lang);

    // The user menu: on the personal centre without account management.
    const menuButton = tab.getByRole("button", { name: T.user.menu.replace("{{name}}", nickname) });
    await menuButton.click();
    await expect(tab.getByRole("menuitem")).toHaveText([T.user.detecting, T.user.detectedCompleted, T.user.logout]);
    // Keys reach the menu once it has taken focus, a frame after it opens: an Escape pressed before
    // that was lost (CI), the menu stayed open, and the next click on its button closed it.
    await expect(tab.getByRole("menu")).toBeFocused();
    await tab.keyboard.press("Escape");
    await expect(tab.getByRole("menu")).toBeHidden();
    await go(tab, "/about/");
    await menuButton.click();
    await expect(tab.getByRole("menuitem")).toHaveText([
      T.user.detecting,
      T.user.detectedCompleted,
      T.user.editorialMaterial,
      T.user.logout,
    ]);
    // Clicked while the menu was still settling (on CI under load Playwright saw it move several
    // times first), the click chose no item and the menu stayed open: wait until it has opened, as above.
    await expect(tab.getByRole("menu")).toBeFocused();
    await tab.getByRole("menuitem", { name: T.user.detectedCompleted }).click();
    await expect(tab).toHaveURL(/\/user\/\?tab=detectedCompleted$/);
    if (!size.desktop) {
      await tab.getByTestId("side-drawer-trigger").click();
      const drawer = tab.getByRole("dialog", { name: T.menu.sideDrawer });
      await expect(drawer.getByRole("link", { name: T.nav.user })).toHaveAttribute("href", "/user/");
      await tab.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    }

    // Logout (spec §4): server call, translated confirmation, session cleared, /user replaced with /.
    const [token, userInfo] = await storedSession(tab);
    // Chosen with the keyboard, the way the menu also works: clicked under the installed clock, the
    // item was once aimed at while the menu was still settling, Playwright scrolled the page 69 px
    // to "bring it into view" (html has a 72 px scroll-padding-top) and the click missed, on CI and
    // in 1 of 4 local runs. The clock is paused right after, so the 3 s confirmation stays while we look.
    await tab.clock.install();
    await menuButton.click();
    const logoutItem = tab.getByRole("menuitem", { name: T.user.logout });
    await expect(logoutItem).toBeVisible();
    await expect(tab.getByRole("menu")).toBeFocused();
    // Another tab of the same browser, on the personal centre: the logout reaches it at once.
    const otherTab = await rest.newPage();
    await openAt(otherTab, "/user/?tab=detecting", lang);
    await tab.bringToFront();
    const logout = tab.waitForResponse((r) => r.url().endsWith("/api/portal/user/logout"));
    await tab.keyboard.press("End");
    await expect(logoutItem).toHaveAttribute("data-highlighted", "");
    await tab.keyboard.press("Enter");
    await pauseClock(tab);
    expect((await (await logout).json()).code).toBe("000000");
    await expect(tab).toHaveURL(/\/$/);
    await expect(tab.getByRole("status").filter({ hasText: T.session.loggedOut })).toBeVisible();
    await expect(tab.getByRole("link", { name: T.nav.login, exact: true })).toBeVisible();
    expect(await storedSession(tab)).toEqual([null, null]);
    await tab.clock.resume();
    const me = await request.post("/api/portal/user/getCurrentUserInfo", { headers: { accessToken: token ?? "" }, data: {} });
    expect((await me.json()).code).toBe("000004");
    await expect(otherTab).toHaveURL(/\/login\/\?redirect=%2Fuser%2F%3Ftab%3Ddetecting$/);
    await expect(otherTab.getByRole("status").filter({ hasText: T.session.ended })).toBeVisible();
    await otherTab.close();
    await tab.goBack();
    await expect(tab).not.toHaveURL(/\/user\//);

    // A token the portal no longer accepts (000004), spec §8: a public page only clears the user
    // info and stays where it is; a personal page goes to log in, saying the session ended.
    // What a browser holds when its session ends elsewhere: the token and the user info.
    const restore = () =>
      tab.evaluate(
        ([t, u]) => {
          localStorage.setItem("token", t ?? "");
          localStorage.setItem("userInfo", u ?? "");
        },
        [token, userInfo] as const,
      );
    await restore();
    const checked = tab.waitForResponse((r) => r.url().endsWith("/api/portal/user/getCurrentUserInfo"));
    await openAt(tab, "/contact/", lang);
    expect((await (await checked).json()).code).toBe("000004");
    await expect.poll(() => storedSession(tab)).toEqual([null, null]);
    await expect(tab).toHaveURL(/\/contact\/$/);
    await expect(tab.getByRole("link", { name: T.nav.login, exact: true })).toBeVisible();
    await expect(tab.getByRole("status").filter({ hasText: T.session.ended })).toHaveCount(0);
    await restore();
    await openAt(tab, "/user/", lang);
    await expect(tab).toHaveURL(/\/login\/\?redirect=%2Fuser%2F$/);
    await expect(tab.getByRole("status").filter({ hasText: T.session.ended })).toBeVisible();
    expect(await storedSession(tab)).toEqual([null, null]);
    await rest.close();
  });
}
