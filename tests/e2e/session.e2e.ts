import type { APIRequestContext, Page } from "@playwright/test";
import { CUSTOMER, ensureCustomer, expect, LANG_COOKIE_URL, test } from "./fixtures";

// Sign-ups are limited to 5 per address per hour: one through the form here; the rest of the run
// shares one customer (fixtures.ts).
const PASSWORD = CUSTOMER.password;
const NICKNAME = CUSTOMER.nickname;
const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function open(page: Page, path: string, lang: "zh" | "en" = "en") {
  await page.context().addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Creates an account through the portal and logs in through the login form, as a customer would. */
async function signedIn(page: Page, request: APIRequestContext, lang: "zh" | "en" = "en", path = "/about/") {
  const { account } = await ensureCustomer(request);
  await open(page, `/login/?redirect=${encodeURIComponent(path)}`, lang);
  const form = page.getByRole("form", { name: lang === "zh" ? "登录" : "Log in" });
  await form.getByLabel(lang === "zh" ? "电子邮箱或手机号" : "Email or mobile number").fill(account);
  await form.getByLabel(lang === "zh" ? /^密码/ : /^Password/).fill(PASSWORD);
  await form.getByRole("button", { name: lang === "zh" ? "登录" : "Log in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
  return account;
}

test("sign up through the form: welcome toast, back where the visitor came from, nickname menu in the header", async ({ page }) => {
  await open(page, "/protein/");
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login\/\?redirect=%2Fprotein%2F$/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("tab", { name: "Sign up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByText("Enter an email address or a mobile number")).toBeVisible();
  await expect(form.getByText("Please enter a nickname")).toBeVisible();
  await expect(form.getByText("At least 8 characters")).toBeVisible();

  await form.getByLabel("Email or mobile number").fill(unique("zhao"));
  await form.getByLabel("Nickname").fill("Zhao Min");
  await form.getByLabel("Company").fill("Example Nutrition");
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel("Repeat the password").fill("different1pass");
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByText("The passwords do not match")).toBeVisible();
  await form.getByLabel("Repeat the password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/protein\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Welcome, Zhao Min" })).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu: Zhao Min" })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("userInfo") ?? "{}").nickname)).toBe("Zhao Min");
});

for (const lang of ["zh", "en"] as const) {
  test(`the user menu links to the personal centre tabs and hides account management there (${lang})`, async ({ page, request }) => {
    const name = NICKNAME;
    await signedIn(page, request, lang);
    const menu = page.getByRole("button", { name: lang === "zh" ? `用户菜单：${name}` : `User menu: ${name}` });
    await menu.click();
    await expect(page.getByRole("menuitem")).toHaveText(
      lang === "zh" ? ["检测中", "检测完成", "账户管理", "退出登录"] : ["Detecting", "Detected completed", "Account management", "Log out"],
    );
    await page.getByRole("menuitem", { name: lang === "zh" ? "检测完成" : "Detected completed" }).click();
    await expect(page).toHaveURL(/\/user\/\?tab=detectedCompleted$/);
    await menu.click();
    await expect(page.getByRole("menuitem")).toHaveCount(3);
    await expect(page.getByRole("menuitem", { name: lang === "zh" ? "账户管理" : "Account management" })).toHaveCount(0);
    await page.keyboard.press("Escape");
  });
}

test("logout: server call, confirmation toast, session cleared, /user replaced with /", async ({ page, request }) => {
  await signedIn(page, request, "en", "/user/?tab=detecting");
  const token = await page.evaluate(() => localStorage.getItem("token"));
  await page.getByRole("button", { name: `User menu: ${NICKNAME}` }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "You have logged out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("userInfo")])).toEqual([null, null]);
  // The token is revoked on the server, not only forgotten by the browser.
  const res = await request.post("/api/portal/user/getCurrentUserInfo", { headers: { accessToken: token ?? "" }, data: {} });
  expect((await res.json()).code).toBe("000004");
  // The route was replaced: going back does not return to the personal centre.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/user\//);
});

test("a revoked session (000004) clears the session and sends the visitor to log in, then back", async ({ page, request }) => {
  await signedIn(page, request);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  await request.post("/api/portal/user/logout", { headers: { accessToken: token ?? "" }, data: {} });
  await page.goto("/contact/");
  await expect(page).toHaveURL(/\/login\/\?redirect=%2Fcontact%2F$/);
  expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("userInfo")])).toEqual([null, null]);
});

test("identical error toasts group with a counter; Escape closes the newest", async ({ page }) => {
  await open(page, "/login/");
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email or mobile number").fill("nobody@example.com");
  await form.getByLabel(/^Password/).fill("wrong1password");
  for (let i = 0; i < 2; i++) {
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/portal/user/login"));
    await form.getByRole("button", { name: "Log in" }).click();
    await answered;
  }
  const toast = page.getByRole("alert").filter({ hasText: "Wrong account or password" });
  await expect(toast).toHaveCount(1);
  await expect(toast.getByTestId("toast-count")).toHaveText("×2");
  await page.keyboard.press("Escape");
  await expect(toast).toHaveCount(0);
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the side drawer lists the personal centre when logged in", async ({ page, request }) => {
    await signedIn(page, request, "zh", "/consult/");
    await page.getByTestId("side-drawer-trigger").click();
    const drawer = page.getByRole("dialog", { name: "网站菜单" });
    await expect(drawer.getByRole("link", { name: "个人中心" })).toHaveAttribute("href", "/user/");
  });
});
