import { execFileSync } from "node:child_process";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, portalCall } from "./fixtures";
import { nextTotpCode } from "./shared-totp";

/**
 * Staff accounts of the e2e run. Staff log in with a second factor (decision 051): `admin:create`
 * enrols each with the TOTP secret below, and `staffLogin` computes the codes. One account per test
 * file that logs staff in, so two workers never race for the same 30-second code.
 */
export interface StaffAccount {
  account: string;
  password: string;
  /** Base32 TOTP secret. */
  totpSecret: string;
}
export const LAB: StaffAccount = {
  account: "lab-admin@e2e.example",
  password: "bench-and-pipette",
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
};
export const JOURNEY_LAB: StaffAccount = {
  account: "journey-lab@e2e.example",
  password: "bench-and-pipette",
  totpSecret: "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU",
};

/** Staff accounts exist only through `npm run admin:create`; run it against the e2e server's database. */
/**
 * The shared customer sends more samples in one e2e run than a customer may in an hour (30,
 * `HOURLY_CALL_LIMITS.submission`, tested in tests/api/costly-calls.test.ts): tests that send samples
 * clear the hour's count first, as if the hour had turned.
 */
export function clearSubmissionAllowance() {
  const port = process.env.E2E_PORT ?? "3123";
  const db = new Database(path.resolve(`.tmp/e2e-data-${port}/site.db`));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("DELETE FROM rate_limit WHERE key LIKE 'hourly:submission:%'").run();
  } finally {
    db.close();
  }
}

export function createLabAdmin(staff: StaffAccount = LAB) {
  const port = process.env.E2E_PORT ?? "3123";
  execFileSync(process.execPath, ["scripts/admin-create.mjs"], {
    env: {
      ...process.env,
      DATA_DIR: path.resolve(`.tmp/e2e-data-${port}`),
      ADMIN_ACCOUNT: staff.account,
      ADMIN_PASSWORD: staff.password,
      ADMIN_TOTP_SECRET: staff.totpSecret,
      ADMIN_NICKNAME: "Lab Admin",
      LOG_LEVEL: "silent",
    },
    stdio: "pipe",
  });
}

/**
 * Types an ISO date into a date field part by part, in the page language's order (zh-CN: year,
 * month, day; en-US: month, day, year), as a person types it; focus moves on as each part fills.
 */
export async function fillDate(group: Locator, iso: string, lang: "zh" | "en") {
  const [y, m, d] = iso.split("-") as [string, string, string];
  await group.getByRole("spinbutton").first().click();
  await group.page().keyboard.type(lang === "zh" ? `${y}${m}${d}` : `${m}${d}${y}`);
}

/** Fills the sample form (English) with a valid sample; the caller adds attachments and submits. */
export async function fillSampleForm(form: Locator, sampleName: string) {
  await form.getByLabel(/^Company/).fill("Example Dairy Co.");
  await form.getByLabel(/^Contact person/).fill("Li Wei");
  await form.getByLabel(/^Phone/).fill("13812345678");
  await form.getByLabel(/^Email/).fill("li.wei@example.com");
  await form.getByLabel(/^Province/).selectOption({ label: "Jiangsu" });
  await form.getByLabel(/^Address/).fill("1 Example Road, Nanjing");
  await form.getByLabel(/^Sample name/).fill(sampleName);
  await form.getByLabel(/^Batch number/).fill("B2026-1101");
  await form.getByLabel(/^Quantity/).fill("50");
  await fillDate(form.getByRole("group", { name: /^Production date/ }), "2026-10-20", "en");
  await form.getByLabel("Lactoferrin content (HPLC)").check();
  await form.getByLabel("Iron saturation").check();
}

/** A small PDF-looking file (the server checks the first bytes) big enough to show upload progress. */
export const COA_FILE = {
  name: "COA LF-95.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(600_000, 0x20)]),
};

/** Fills the login form's second step (two-factor accounts) with a fresh code. */
export async function enterTotpCode(page: Page, staff: StaffAccount) {
  const step = page.getByRole("form", { name: "Authentication code" });
  await step.getByLabel(/^Authentication code/).fill(await nextTotpCode(staff.totpSecret));
  await step.getByRole("button", { name: "Verify" }).click();
}

/** A staff login through the API, both steps: password, then a code computed from the secret. */
export async function staffLogin(request: APIRequestContext, staff: StaffAccount): Promise<string> {
  const first = await portalCall<{ twoFactorRequired?: boolean; challenge: string }>(request, "/api/portal/user/login", {
    account: staff.account,
    password: staff.password,
  });
  expect(first.twoFactorRequired, "staff login asks for a code").toBe(true);
  const { token } = await portalCall<{ token: string }>(request, "/api/portal/user/login/verify", {
    challenge: first.challenge,
    code: await nextTotpCode(staff.totpSecret),
  });
  return token;
}

/** One staff session per account and worker: codes are single-use, so tests do not log in again and again. */
const staffTokens = new Map<string, Promise<string>>();
export function staffToken(request: APIRequestContext, staff: StaffAccount): Promise<string> {
  let token = staffTokens.get(staff.account);
  if (!token) {
    token = staffLogin(request, staff);
    staffTokens.set(staff.account, token);
  }
  return token;
}

/** Lab steps through the back-office API: receive, test, results for the ordered items, issue. */
export async function processAsLab(
  request: APIRequestContext,
  id: number,
  results: Array<{ itemCode: string; value: string }>,
  staff: StaffAccount = LAB,
) {
  const token = await staffToken(request, staff);
  const post = async (p: string, data: Record<string, unknown>) => {
    const res = await request.post(p, { headers: { accessToken: token }, data });
    expect(((await res.json()) as { code: string }).code, p).toBe("000000");
  };
  await post("/api/admin/inspect/transition", { id, to: "received" });
  await post("/api/admin/inspect/transition", { id, to: "testing" });
  await post("/api/admin/inspect/saveResults", { id, results: results.map((r) => ({ ...r, unit: "%", passed: true })) });
  await post("/api/admin/inspect/issueReport", { id });
}

export const EDITOR = { account: "editor@e2e.example", password: "editorial-desk-2026", nickname: "Editor Liu" };

/**
 * An editor account, made the way a real site gets one: the admin (from `npm run admin:create`)
 * creates it in the back office's users section (`/api/admin/user/create`). Returns the admin's token.
 */
export async function createEditor(request: APIRequestContext): Promise<{ adminToken: string; adminUser: unknown }> {
  createLabAdmin();
  const adminToken = await staffToken(request, LAB);
  const res = await request.post("/api/admin/user/create", { headers: { accessToken: adminToken }, data: { ...EDITOR, role: "editor" } });
  const { code } = (await res.json()) as { code: string };
  // 000006: made by an earlier test of this run.
  expect(["000000", "000006"], `user/create answered ${code}`).toContain(code);
  const me = await request.post("/api/portal/user/getCurrentUserInfo", { headers: { accessToken: adminToken }, data: {} });
  const adminUser = ((await me.json()) as { data: unknown }).data;
  return { adminToken, adminUser };
}

/**
 * A staff account's first back-office visit after logging in without two-factor authentication:
 * the enrolment screen (decision 051). Reads the key it shows, confirms with a code computed from
 * it, and continues to the back office. Returns the key for later logins.
 */
export async function enrolTwoFactor(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret, "the enrolment screen shows the key").toMatch(/^[A-Z2-7]+=*$/);
  const form = page.getByRole("form", { name: "Two-factor authentication" });
  await form.getByLabel(/^Code shown by the app/).fill(await nextTotpCode(secret));
  await form.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Recovery codes" })).toBeVisible();
  await page.getByRole("button", { name: "Continue to the back office" }).click();
  return secret;
}

/**
 * Records every status message (toast) the page shows from now on. A toast lasts 3 s; on a loaded
 * machine a long task (a remount, a big render) can outlast it, so tests ask what was shown rather
 * than what is on screen when they look. Survives navigations.
 */
export async function recordStatusMessages(page: Page) {
  const install = () => {
    const w = window as unknown as { __statusSeen?: string[] };
    if (w.__statusSeen) return;
    const seen: string[] = [];
    w.__statusSeen = seen;
    const start = () =>
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[role="status"]')) if (el.textContent) seen.push(el.textContent);
      }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    if (document.documentElement) start();
    else document.addEventListener("DOMContentLoaded", start);
  };
  await page.addInitScript(install);
  await page.evaluate(install);
  return {
    /** Passes once `text` has been part of a status message since the last check; then forgets them. */
    async expectShown(text: string) {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __statusSeen?: string[] }).__statusSeen?.join("\n") ?? ""), {
          message: `status message "${text}"`,
        })
        .toContain(text);
      await page.evaluate(() => (window as unknown as { __statusSeen?: string[] }).__statusSeen?.splice(0));
    },
  };
}
