import AxeBuilder from "@axe-core/playwright";
import enPages from "../../locales/en/pages.json" with { type: "json" };
import zhPages from "../../locales/zh/pages.json" with { type: "json" };
import { codeIn, waitForMail } from "../support/outbox";
import { asClient, E2E_OUTBOX, expect, portalCall, test } from "./fixtures";
import { openAt } from "./shell-helpers";

/**
 * "Forgot password?" on /login/, as a customer does it: the address, the code from the mail (read
 * from the e2e server's outbox), a new password; then logging in with it. Once in English, once in
 * Chinese; the mail follows the language the customer last used.
 */
const ACCOUNT = `forgetful.${Date.now()}@example.com`;
const PAGES = { en: enPages, zh: zhPages } as const;
const SUBJECT = { en: "Your code to reset your password", zh: "重置密码的验证码" } as const;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ request }) => {
  const started = Date.now();
  const signUp = await request.post("/api/portal/user/register", {
    data: { account: ACCOUNT, password: "first2026milk", nickname: "Forgetful" },
    headers: asClient(2),
  });
  expect(((await signUp.json()) as { code: string }).code).toBe("000000");
  const mail = await waitForMail(E2E_OUTBOX, (m) => m.to === ACCOUNT && (m.parsed.date?.getTime() ?? 0) >= started - 1000);
  await portalCall(request, "/api/portal/user/email/confirm", { account: ACCOUNT, code: codeIn(mail) });
});

const passwords = { en: ["first2026milk", "second2026milk"], zh: ["second2026milk", "third2026milk"] } as const;

for (const lang of ["en", "zh"] as const) {
  test(`forgot password through the outbox (${lang})`, async ({ page, request, consoleErrors }) => {
    test.setTimeout(120_000);
    const T = PAGES[lang];
    const [oldPassword, newPassword] = passwords[lang];
    // The customer last used the site in this language: the mail is written in it.
    const before = await request.post("/api/portal/user/login", {
      data: { account: ACCOUNT, password: oldPassword },
      headers: { lang: lang === "zh" ? "zh-CN" : "en-US" },
    });
    const oldToken = ((await before.json()) as { data: { token: string } }).data.token;

    await openAt(page, "/login/", lang);
    await page.getByRole("button", { name: T.mail.forgotLink }).click();
    await expect(page).toHaveURL(/\/login\/\?forgot=1$/);
    const askForm = page.getByRole("form", { name: T.mail.forgotTitle });
    await expect(askForm.getByRole("heading", { name: T.mail.forgotTitle })).toBeFocused();
    const asked = Date.now();
    await askForm.getByLabel(T.login.account).fill(ACCOUNT);
    await askForm.getByRole("button", { name: T.mail.sendCode }).click();

    const resetForm = page.getByRole("form", { name: T.mail.forgotTitle });
    await expect(resetForm.getByText(ACCOUNT)).toBeVisible();
    const mail = await waitForMail(E2E_OUTBOX, (m) => m.to === ACCOUNT && (m.parsed.date?.getTime() ?? 0) >= asked - 1000);
    expect(mail.subject).toBe(SUBJECT[lang]);
    expect(mail.parsed.headers.get("content-language")).toBe(lang === "zh" ? "zh-CN" : "en-US");
    await resetForm.getByLabel(T.mail.code).fill(codeIn(mail));
    await resetForm.getByLabel(new RegExp(`^${T.mail.newPassword}`)).fill(newPassword);
    await resetForm.getByLabel(T.mail.confirmNewPassword).fill(newPassword);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
    await resetForm.getByRole("button", { name: T.mail.setPassword }).click();
    await expect(page.getByRole("status").filter({ hasText: T.mail.passwordReset })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/login\/$/);

    // Every earlier session ended; the new password logs in through the form.
    const old = await request.post("/api/portal/user/getCurrentUserInfo", { headers: { accessToken: oldToken } });
    expect(((await old.json()) as { code: string }).code).toBe("000004");
    const loginForm = page.getByRole("form", { name: T.login.loginTab });
    await loginForm.getByLabel(T.login.account).fill(ACCOUNT);
    await loginForm.getByLabel(T.login.password).fill(newPassword);
    await loginForm.getByRole("button", { name: T.login.submitLogin }).click();
    await expect(page).not.toHaveURL(/\/login\//, { timeout: 30_000 });
    expect(consoleErrors).toEqual([]);
  });
}
