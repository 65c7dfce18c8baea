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

/**
 * Headers of a distinct client behind the e2e server's trusted proxy (scripts/e2e-server.mjs), from
 * TEST-NET-1: API sign-ups made for a test's set-up count against their own address's allowance of 5
 * an hour, not against the one that the sign-up forms (session.e2e.ts, journey.e2e.ts) use.
 */
export const asClient = (n: number) => ({ "X-Forwarded-For": `192.0.2.${n}` });

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
 * Makes sure the shared customer exists and has confirmed its address (sending samples needs it),
 * as a customer does: sign-up, then the code from the mail in the outbox. Two workers may race: a
 * sign-up of a taken address answers like a new one, and a code one worker used is spent for the
 * other, so each polls until the account is confirmed. Sign-ups are limited to 5 per address per
 * hour: this one comes from a client of its own (`asClient`).
 */
let customerReady: Promise<void> | null = null;
export async function ensureCustomer(request: APIRequestContext): Promise<typeof CUSTOMER> {
  customerReady ??= (async () => {
    const call = async (p: string, data: Record<string, unknown>, token?: string) =>
      (await (await request.post(p, { data, headers: token ? { accessToken: token } : {} })).json()) as {
        code: string;
        data: { token?: string; verified?: boolean } | null;
      };
    const confirmed = async () => {
      const login = await call("/api/portal/user/login", { account: CUSTOMER.account, password: CUSTOMER.password });
      if (login.code !== "000000" || !login.data?.token) return false;
      return (await call("/api/portal/user/mail/settings", {}, login.data.token)).data?.verified === true;
    };
    if (await confirmed()) return;
    const login = await call("/api/portal/user/login", { account: CUSTOMER.account, password: CUSTOMER.password });
    if (login.code !== "000000") {
      const signUp = await request.post("/api/portal/user/register", { data: CUSTOMER, headers: asClient(1) });
      expect(((await signUp.json()) as { code: string }).code).toBe("000000");
    }
    const until = Date.now() + 20_000;
    while (!(await confirmed())) {
      expect(Date.now(), "the shared customer confirmed its address").toBeLessThan(until);
      const withCode = await waitForMail(E2E_OUTBOX, (m) => m.to === CUSTOMER.account && /\b[0-9]{6}\b/.test(m.text));
      await call("/api/portal/user/email/confirm", { account: CUSTOMER.account, code: codeIn(withCode) });
      if (!(await confirmed())) await new Promise((r) => setTimeout(r, 300));
    }
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
