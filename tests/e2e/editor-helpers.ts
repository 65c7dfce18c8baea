import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, LANG_COOKIE_URL } from "./fixtures";
import { enterTotpCode, type StaffAccount } from "./helpers";

/** Staff accounts exist only through `npm run admin:create` (admins may use the editor). */
export function createStaffAccount(staff: StaffAccount, nickname: string) {
  execFileSync(process.execPath, ["scripts/admin-create.mjs"], {
    env: {
      ...process.env,
      DATA_DIR: path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? "3123"}`),
      ADMIN_ACCOUNT: staff.account,
      ADMIN_PASSWORD: staff.password,
      ADMIN_TOTP_SECRET: staff.totpSecret,
      ADMIN_NICKNAME: nickname,
      LOG_LEVEL: "silent",
    },
    stdio: "pipe",
  });
}

/**
 * Logs the editor in through the login form (password, then a TOTP code) with the back office in
 * `lang` afterwards, at the 1280×800 an editor's laptop has.
 */
export async function logInToBackOffice(page: Page, staff: StaffAccount, lang: "zh" | "en") {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.context().addCookies([{ name: "lang", value: "en", url: LANG_COOKIE_URL }]);
  await page.goto("/login/?redirect=%2Fadmin%2Fpages");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email or mobile number").fill(staff.account);
  await login.getByLabel(/^Password/).fill(staff.password);
  await login.getByRole("button", { name: "Log in" }).click();
  await enterTotpCode(page, staff);
  await expect(page).toHaveURL(/\/admin\/pages$/, { timeout: 20_000 });
  await page.context().addCookies([{ name: "lang", value: lang, url: LANG_COOKIE_URL }]);
}

/** Logs in (see `logInToBackOffice`) and opens the page editor for `slug`. */
export async function openPageEditor(page: Page, staff: StaffAccount, slug: string, lang: "zh" | "en") {
  await logInToBackOffice(page, staff, lang);
  await page.goto(`/admin/pages/${slug}`);
  await expect(page.locator("#preview-frame")).toBeVisible({ timeout: 30_000 });
}

/** Calls the back office's API with the logged-in editor's session; fails unless it answers 000000. */
export async function adminCall<T>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const res = await page.request.post(path, { headers: { accessToken: token ?? "" }, data });
  const body = (await res.json()) as { code: string; message: string; data: T };
  expect(body.code, `${path}: ${body.message}`).toBe("000000");
  return body.data;
}

/** The page's draft as the server holds it, read with the editor's own session. */
export async function storedDraft<T>(page: Page, slug: string): Promise<T> {
  return (await adminCall<{ document: T }>(page, "/api/admin/page/get", { slug })).document;
}

/**
 * Fails when the page does not answer within a second: a script round trip that waits for the next
 * frame, so a main thread blocked (or busy with an update loop) longer than that fails it.
 */
export async function expectResponsive(page: Page) {
  const started = Date.now();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  expect(Date.now() - started, "the page answered within a second").toBeLessThan(1000);
}

/**
 * Page errors and Content-Security-Policy violations of a page and of its frames (the editor's
 * preview): the document's `securitypolicyviolation` events, and Chromium's console reports.
 */
export async function recordProblems(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("pageerror", (err) => seen.push(`pageerror: ${err.message}`));
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(`csp: ${msg.text().slice(0, 240)}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return seen;
}
