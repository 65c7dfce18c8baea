import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { EVEN_ANSWER_MS } from "../../server/services/password-reset";
import { codeIn, outboxFiles, readOutbox, waitForMail } from "../support/outbox";
import { startTestPortal, type TestPortal } from "./harness";
import { signUp } from "./sign-up";

/** Without SMTP_URL: mail lands in DATA_DIR/outbox as .eml files. Forgotten password, email verification. */
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const en = { headers: { lang: "en-US" } };
const as = (token: string) => ({ headers: { accessToken: token, lang: "en-US" } });
const db = () => t.portal.database.db;

const sample = {
  company: "Example Dairy",
  contactPerson: "Wang Fang",
  phone: "13812345678",
  email: "wang.fang@example.com",
  countryCode: "CN",
  provinceCode: "",
  address: "1 Example Road",
  sampleName: "Lactoferrin LF-95",
  batchNo: "B2026-1101",
  quantity: 50,
  quantityUnit: "g",
  productionDate: "2026-10-20",
  testItems: ["lfContentHplc"],
  carrier: "",
  trackingNo: "",
  notes: "",
};

describe("the outbox (no SMTP_URL)", () => {
  it("writes each message as an .eml file a mail program opens: multipart/alternative, text and HTML", async () => {
    await t.call(P.register, { account: "eml@example.com", password: "milk2026protein", nickname: "Eml" }, { headers: { lang: "zh-CN" } });
    const mail = await waitForMail(t.outboxDir, (m) => m.to === "eml@example.com");
    const raw = fs.readFileSync(`${t.outboxDir}/${mail.file}`, "latin1");
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(raw).toMatch(/^Content-Language: zh-CN$/im);
    expect(mail.parsed.from?.text).toBe("no-reply@localhost");
    expect(mail.subject).toBe("请验证您的邮箱地址");
    expect(mail.html).toContain(codeIn(mail));
    expect(fs.statSync(`${t.outboxDir}/${mail.file}`).mode & 0o077).toBe(0);
  });
});

describe("forgotten password", () => {
  let token = "";
  beforeAll(async () => {
    token = (await signUp(t, { account: "forgetful@example.com", password: "milk2026protein", nickname: "F" })).token;
  });

  it("answers the same, equally slow, for an account and for nobody; only the account gets a mail", async () => {
    const before = (await readOutbox(t.outboxDir)).length;
    const timed = async (account: string) => {
      const start = performance.now();
      const r = await t.call(P.passwordForgot, { account }, en);
      return { r, ms: performance.now() - start };
    };
    const known = await timed("forgetful@example.com");
    const unknown = await timed("nobody-here@example.com");
    expect(unknown.r.json).toEqual(known.r.json);
    expect(unknown.r.status).toBe(known.r.status);
    for (const { ms } of [known, unknown]) expect(ms).toBeGreaterThanOrEqual(EVEN_ANSWER_MS - 5);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150);
    const mail = await waitForMail(t.outboxDir, (m) => m.to === "forgetful@example.com" && /reset/.test(m.subject));
    expect(codeIn(mail)).toMatch(/^[0-9]{6}$/);
    await new Promise((r) => setTimeout(r, 1500));
    const after = await readOutbox(t.outboxDir);
    expect(after.length).toBe(before + 1);
    expect(after.some((m) => m.to.includes("nobody-here"))).toBe(false);
  });

  it("a code allows 5 tries: after five wrong ones even the right code is refused", async () => {
    await t.call(P.passwordForgot, { account: "forgetful@example.com" });
    const mail = await waitForMail(t.outboxDir, (m) => m.to === "forgetful@example.com" && /reset/.test(m.subject));
    const code = codeIn(mail);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) {
      const r = await t.call(P.passwordReset, { account: "forgetful@example.com", code: wrong, newPassword: "fresh2027milk" }, en);
      expect(r.json).toMatchObject({ code: "000001", message: "The code is wrong or no longer valid. Ask for a new code." });
    }
    const late = await t.call(P.passwordReset, { account: "forgetful@example.com", code, newPassword: "fresh2027milk" }, en);
    expect(late.json.code).toBe("000001");
    expect((await t.call(P.login, { account: "forgetful@example.com", password: "milk2026protein" })).json.code).toBe("000000");
  });

  it("a code older than 15 minutes is refused", async () => {
    const before = outboxFiles(t.outboxDir);
    await t.call(P.passwordForgot, { account: "forgetful@example.com" });
    const mail = await waitForMail(t.outboxDir, (m) => m.to === "forgetful@example.com", 10_000, before);
    await db()
      .updateTable("accountCode")
      .set({ expiresAt: Date.now() - 1 })
      .where("usedAt", "is", null)
      .execute();
    const r = await t.call(P.passwordReset, { account: "forgetful@example.com", code: codeIn(mail), newPassword: "fresh2027milk" }, en);
    expect(r.json.code).toBe("000001");
  });

  it("the right code sets the new password and ends every session", async () => {
    const second = (await t.call(P.login, { account: "forgetful@example.com", password: "milk2026protein" })).json.data.token;
    const before = outboxFiles(t.outboxDir);
    await t.call(P.passwordForgot, { account: "forgetful@example.com" });
    const mail = await waitForMail(t.outboxDir, (m) => m.to === "forgetful@example.com", 10_000, before);
    const r = await t.call(P.passwordReset, { account: "forgetful@example.com", code: codeIn(mail), newPassword: "fresh2027milk" });
    expect(r.json.code).toBe("000000");
    for (const tk of [token, second]) expect((await t.call(P.currentUser, {}, as(tk))).json.code).toBe("000004");
    expect((await t.call(P.login, { account: "forgetful@example.com", password: "milk2026protein" })).json.code).toBe("000001");
    expect((await t.call(P.login, { account: "forgetful@example.com", password: "fresh2027milk" })).json.code).toBe("000000");
    // Used once, never again.
    const again = await t.call(P.passwordReset, { account: "forgetful@example.com", code: codeIn(mail), newPassword: "other2027milk" });
    expect(again.json.code).toBe("000001");
  });
});

describe("email verification", () => {
  it("an unverified account logs in but cannot send samples until the mailed code verifies it", async () => {
    const started = Date.now();
    await t.call(P.register, { account: "later@example.com", password: "milk2026protein", nickname: "Later" }, en);
    const login = await t.call(P.login, { account: "later@example.com", password: "milk2026protein" });
    expect(login.json.code).toBe("000000");
    const token = login.json.data.token as string;
    expect((await t.call(P.mailSettings, {}, as(token))).json.data).toMatchObject({ address: "later@example.com", verified: false });
    const before = await db().selectFrom("inspection").select("id").execute();
    const refused = await t.call(P.inspectInsert, sample, as(token));
    expect(refused.json).toMatchObject({ code: "000003", message: "Please verify your email address before sending samples." });
    expect(await db().selectFrom("inspection").select("id").execute()).toEqual(before);

    // The first code was never used; a new one replaces it.
    expect((await t.call(P.emailSendCode, {}, as(token))).json.code).toBe("000000");
    const mails = await waitForMail(t.outboxDir, (m) => m.to === "later@example.com" && (m.parsed.date?.getTime() ?? 0) >= started - 1000);
    await new Promise((r) => setTimeout(r, 1200));
    const latest = (await readOutbox(t.outboxDir)).filter((m) => m.to === "later@example.com").at(-1) ?? mails;
    expect((await t.call(P.emailVerify, { code: "12345" }, as(token))).json.code).toBe("000001");
    const verified = await t.call(P.emailVerify, { code: codeIn(latest) }, as(token));
    expect(verified.json.data).toMatchObject({ verified: true });
    expect((await t.call(P.inspectInsert, sample, as(token))).json.code).toBe("000000");
  }, 30_000);

  it("a mobile-number account has no address to verify and is not held back", async () => {
    expect((await t.call(P.register, { account: "13900139000", password: "phone2026login", nickname: "P" })).json.data).toEqual({
      next: "login",
    });
    const token = (await t.call(P.login, { account: "13900139000", password: "phone2026login" })).json.data.token;
    expect((await t.call(P.mailSettings, {}, as(token))).json.data).toMatchObject({ address: null, verified: true });
  });
});
