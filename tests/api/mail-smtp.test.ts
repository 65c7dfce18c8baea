import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { staffSession, startTestPortal, type TestPortal } from "./harness";

/**
 * Mail through a real SMTP server (the npm `smtp-server` on 127.0.0.1, STARTTLS with its built-in
 * test certificate, AUTH PLAIN): headers, both languages, the workflow's notifications, a server that
 * answers 451 (retried with back-off, then delivered), one that answers 550 (failed with the reason).
 */
const SMTP_PORT = Number(process.env.E2E_PORT ?? 3208) + 100;
interface Received {
  parsed: ParsedMail;
  raw: string;
  secure: boolean;
  user: string;
}
const received: Received[] = [];
/** How many deliveries to answer with 451 before accepting. */
let failNext = 0;
let server: SMTPServer;
let t: TestPortal;

const waitFor = async <T>(find: () => T | undefined | Promise<T | undefined>, what: string, ms = 15_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};
const mailTo = (address: string, subject: RegExp) =>
  waitFor(
    () => received.find((m) => m.parsed.to && JSON.stringify(m.parsed.to).includes(address) && subject.test(m.parsed.subject ?? "")),
    `mail to ${address}`,
  );
const codeOf = (m: Received) => /\b([0-9]{6})\b/.exec(m.parsed.text ?? "")?.[1] ?? "";

beforeAll(async () => {
  server = new SMTPServer({
    authMethods: ["PLAIN", "LOGIN"],
    onAuth(auth, _session, cb) {
      if (auth.username === "mailer" && auth.password === "s3cret-pass") cb(null, { user: auth.username });
      else cb(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith("bounce")) {
        const err = new Error("5.1.1 No such mailbox") as Error & { responseCode: number };
        err.responseCode = 550;
        return cb(err);
      }
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        if (failNext > 0) {
          failNext--;
          const err = new Error("4.3.0 Try again later") as Error & { responseCode: number };
          err.responseCode = 451;
          return cb(err);
        }
        const raw = Buffer.concat(chunks);
        received.push({ parsed: await simpleParser(raw), raw: raw.toString("latin1"), secure: session.secure, user: String(session.user) });
        cb();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, "127.0.0.1", resolve));
  t = await startTestPortal({
    SMTP_URL: `smtp://mailer:s3cret-pass@127.0.0.1:${SMTP_PORT}?tls.rejectUnauthorized=false`,
    MAIL_FROM: "Lactoferrin Lab <lab@example.com>",
    MAIL_RETRY_SECONDS: "0.2",
    SITE_URL: "https://www.example.com",
  });
}, 30_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const sample = {
  company: "Example Dairy",
  contactPerson: "Wang Fang",
  phone: "13812345678",
  email: "wang.fang@example.com",
  countryCode: "CN",
  provinceCode: "320000",
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

async function customer(account: string, lang: "en-US" | "zh-CN") {
  await t.call(P.register, { account, password: "milk2026protein", nickname: "Buyer" }, { headers: { lang } });
  const mail = await mailTo(account, /.*/);
  const confirmed = await t.call(P.signUpConfirm, { account, code: codeOf(mail) });
  return { token: confirmed.json.data.token as string, mail };
}

describe("mail over SMTP", () => {
  it("the sign-up code goes over STARTTLS with AUTH: From, To, Subject, multipart/alternative, English", async () => {
    const { mail, token } = await customer("ann@example.com", "en-US");
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(mail.secure).toBe(true);
    expect(mail.user).toBe("mailer");
    expect(mail.parsed.from?.text).toBe('"Lactoferrin Lab" <lab@example.com>');
    expect(mail.parsed.to).toMatchObject({ text: "ann@example.com" });
    expect(mail.parsed.subject).toBe("Confirm your email address");
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(mail.raw).toMatch(/^Content-Language: en-US$/im);
    expect(mail.parsed.text).toContain("valid for 15 minutes");
    expect(mail.parsed.text).toContain("https://www.example.com/");
    expect(mail.parsed.html).toContain('<html lang="en-US">');
    expect(mail.parsed.html).toContain(codeOf(mail));
  });

  it("a customer who signed up in Chinese gets Chinese mail", async () => {
    const { mail } = await customer("li@example.com", "zh-CN");
    expect(mail.parsed.subject).toBe("请验证您的邮箱地址");
    expect(mail.raw).toMatch(/^Content-Language: zh-CN$/im);
    expect(mail.parsed.text).toContain("验证码 15 分钟内有效");
    expect(mail.parsed.html).toContain('<html lang="zh-CN">');
  });

  it("the lab's workflow mails the sample's contact in the customer's last language, and a switched-off notification is not sent", async () => {
    const { token } = await customer("chen@example.com", "zh-CN");
    const as = { headers: { accessToken: token, lang: "en-US" } };
    // Used in English since: mails follow.
    expect((await t.call(P.currentUser, {}, as)).json.code).toBe("000000");
    const off = await t.call(P.mailNotifications, { testingStarted: false }, as);
    expect(off.json.data.notifications).toEqual({ sampleReceived: true, testingStarted: false, reportIssued: true, sampleRejected: true });
    const inserted = await t.call(P.inspectInsert, sample, as);
    expect(inserted.json.code).toBe("000000");
    const { id, inspectionNo } = inserted.json.data;
    const lab = await staffSession(t, "lab-smtp@example.com", "lab");
    const labAs = { headers: { accessToken: lab.token, lang: "en-US" } };
    for (const to of ["received", "testing", "rejected"]) {
      const r = await t.call(P.labInspectTransition, { id, to, reason: to === "rejected" ? "Seal broken on arrival" : "" }, labAs);
      expect(r.json.code).toBe("000000");
    }
    const got = await mailTo("wang.fang@example.com", /could not be tested/);
    expect(got.parsed.subject).toBe(`Sample ${inspectionNo} could not be tested`);
    expect(got.parsed.text).toContain("Reason given by the lab: Seal broken on arrival");
    const receivedMail = await mailTo("wang.fang@example.com", /^Sample \S+ received$/);
    expect(receivedMail.parsed.subject).toBe(`Sample ${inspectionNo} received`);
    expect(receivedMail.parsed.text).toContain(`inspection number ${inspectionNo}`);
    expect(receivedMail.parsed.text).toContain("What happens next");
    expect(receivedMail.parsed.text).toContain("https://www.example.com/user/");
    expect(received.filter((m) => /testing .* started/i.test(m.parsed.subject ?? ""))).toEqual([]);
  }, 60_000);

  it("a server answering 451 is retried with back-off until it accepts; admins see the reason meanwhile", async () => {
    const admin = await staffSession(t, "admin-smtp@example.com", "admin");
    const adminAs = { headers: { accessToken: admin.token } };
    failNext = 1_000;
    expect((await t.call(P.passwordForgot, { account: "ann@example.com" })).json.code).toBe("000000");
    const pending = await waitFor(async () => {
      const list = (await t.call(P.adminMailList, { status: "queued" }, adminAs)).json.data.list as Array<Record<string, unknown>>;
      return list.find((m) => m.kind === "passwordReset" && Number(m.attempts) >= 2);
    }, "a retried mail");
    expect(pending.lastError).toMatch(/451/);
    failNext = 0;
    const mail = await mailTo("ann@example.com", /reset your password/);
    expect(codeOf(mail)).toMatch(/^[0-9]{6}$/);
    const sent = await waitFor(async () => {
      const list = (await t.call(P.adminMailList, { status: "sent" }, adminAs)).json.data.list as Array<Record<string, unknown>>;
      return list.find((m) => m.id === pending.id);
    }, "the mail marked sent");
    expect(Number(sent.attempts)).toBeGreaterThanOrEqual(3);
    expect(sent.subject).toBe("Your code to reset your password");
    // The code is not kept once delivered.
    const row = await t.portal.database.db
      .selectFrom("mailMessage")
      .select("data")
      .where("id", "=", Number(pending.id))
      .executeTakeFirstOrThrow();
    expect(row.data).not.toContain(codeOf(mail));
  }, 60_000);

  it("a mailbox the server refuses (550) fails at once with the server's reason; customers cannot read the list", async () => {
    await t.call(P.register, { account: "bounce@example.com", password: "milk2026protein", nickname: "Bounce" });
    const admin = await staffSession(t, "admin-smtp2@example.com", "admin");
    const failed = await waitFor(async () => {
      const list = (await t.call(P.adminMailList, { status: "failed" }, { headers: { accessToken: admin.token } })).json.data.list as Array<
        Record<string, unknown>
      >;
      return list.find((m) => m.toAddress === "bounce@example.com");
    }, "the failed mail");
    expect(failed).toMatchObject({ kind: "verifyEmail", attempts: 1 });
    expect(failed.lastError).toMatch(/550/);
    const { token } = await customer("dora@example.com", "en-US");
    expect((await t.call(P.adminMailList, {}, { headers: { accessToken: token } })).json.code).toBe("000003");
  }, 60_000);
});
