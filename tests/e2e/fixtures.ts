import path from "node:path";
import { type APIRequestContext, test as base, expect } from "@playwright/test";
import { codeIn, waitForMail } from "../support/outbox";

/** Where the e2e server (scripts/e2e-server.mjs, no SMTP_URL) writes its mail as .eml files. */
export const E2E_OUTBOX = path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? 3123}/outbox`);

/** Calls the real portal of the server under test (no mocks). */
export async function portalCall<T>(request: APIRequestContext, path: string, body: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post(path, { data: body });
  const json = (await res.json()) as { code: string; data: T };
  expect(json.code, `${path} answered ${json.code}`).toBe("000000");
  return json.data;
}

export const LANG_COOKIE_URL = "http://127.0.0.1";

/** A page whose console errors (hydration mismatches included) fail the test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    await use(errors);
  },
});
export { expect };

/** The one customer account the e2e run shares (the database is fresh for every run). */
export const CUSTOMER = { account: "customer@e2e.example", password: "milk2026protein", nickname: "Wang Fang" };

/**
 * Makes sure the shared customer exists: the first caller signs it up; two workers racing may see
 * 000006. Sign-ups are limited to 5 per address per hour, so tests never create accounts freely.
 */
let customerReady: Promise<void> | null = null;
export async function ensureCustomer(request: APIRequestContext): Promise<typeof CUSTOMER> {
  customerReady ??= (async () => {
    // Signing up counts against the sign-up limit even when the account is taken, so try logging in first.
    const login = await request.post("/api/portal/user/login", { data: { account: CUSTOMER.account, password: CUSTOMER.password } });
    if (((await login.json()) as { code: string }).code === "000000") return;
    const started = Date.now();
    const res = await request.post("/api/portal/user/register", { data: CUSTOMER });
    const { code } = (await res.json()) as { code: string };
    expect(code, `register answered ${code}`).toBe("000000");
    // Sending samples needs a verified address: the code comes through the outbox, as a customer's would.
    const mail = await waitForMail(E2E_OUTBOX, (m) => m.to === CUSTOMER.account && (m.parsed.date?.getTime() ?? 0) >= started - 1000);
    await portalCall(request, "/api/portal/user/email/confirm", { account: CUSTOMER.account, code: codeIn(mail) });
  })();
  await customerReady;
  return CUSTOMER;
}

/** Logs the shared customer in through the portal's login call and hands the session to the page. */
export async function loginAsCustomer(page: import("@playwright/test").Page, request: APIRequestContext) {
  await ensureCustomer(request);
  const session = await portalCall<{ token: string; userInfo: unknown }>(request, "/api/portal/user/login", {
    account: CUSTOMER.account,
    password: CUSTOMER.password,
  });
  await page.addInitScript(
    ({ token, userInfo }) => {
      if (!window.sessionStorage.getItem("e2e-session-set")) {
        window.sessionStorage.setItem("e2e-session-set", "1");
        window.localStorage.setItem("token", token);
        window.localStorage.setItem("userInfo", JSON.stringify(userInfo));
      }
    },
    { token: session.token, userInfo: session.userInfo },
  );
  return session;
}
