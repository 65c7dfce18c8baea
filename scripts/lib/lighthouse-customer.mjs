// A customer with data, for `npm run lighthouse`'s personal pages (issue 23), made through the built
// server's real API as tests/e2e/portal-customer.e2e.ts makes one: sign-up, the code from the mail
// in DATA_DIR/outbox, samples sent; a lab admin (scripts/admin-create.mjs, two-factor by a known
// secret) receives, tests, records results and issues the reports. The e2e helpers are TypeScript,
// which Node 20 cannot import: the few lines they need are written again here.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import * as OTPAuth from "otpauth";

const OK = "000000";
const CUSTOMER = { account: "customer@lighthouse.example", password: "milk2026protein", nickname: "Wang Fang" };
const LAB = { account: "lab@lighthouse.example", password: "bench-and-pipette", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" };
const ITEMS = ["lfContentHplc", "puritySdsPage", "ironSaturation", "proteinKjeldahl", "moisture"];

async function call(url, p, data, token) {
  const res = await fetch(`${url}${p}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { accessToken: token } : {}) },
    body: JSON.stringify(data),
  });
  const json = await res.json();
  if (json.code !== OK) throw new Error(`${p} answered ${json.code}: ${json.message ?? ""}`);
  return json.data;
}

/** The 6-digit code of the newest mail to `to` in the outbox, waiting up to 20 s for it. */
async function codeFromOutbox(outbox, to) {
  const until = Date.now() + 20_000;
  for (;;) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .reverse()
      : [];
    for (const f of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, f)));
      const rcpt = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(", ") : (mail.to?.text ?? "");
      const code = /(?<![\w.@-])([0-9]{6})(?![\w.@-])/.exec(mail.text ?? "")?.[1];
      if (rcpt.includes(to) && code) return code;
    }
    if (Date.now() > until) throw new Error(`no mail with a code to ${to} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function createLabAdmin(dataDir) {
  const r = spawnSync(process.execPath, ["scripts/admin-create.mjs"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ADMIN_ACCOUNT: LAB.account,
      ADMIN_PASSWORD: LAB.password,
      ADMIN_TOTP_SECRET: LAB.totpSecret,
      ADMIN_NICKNAME: "Lab Admin",
      LOG_LEVEL: "silent",
    },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`admin-create failed: ${r.stderr || r.stdout}`);
}

async function labLogin(url) {
  const first = await call(url, "/api/portal/user/login", { account: LAB.account, password: LAB.password });
  if (!first?.twoFactorRequired) throw new Error("the lab admin's login did not ask for a code");
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(LAB.totpSecret), digits: 6, period: 30 }).generate();
  const { token } = await call(url, "/api/portal/user/login/verify", { challenge: first.challenge, code });
  return token;
}

/**
 * Makes the customer on a fresh server (`url`, data in `dataDir`) with four issued reports, one sample
 * in testing, one just sent and one rejected; returns the session a login hands the browser
 * (`token`, `userInfo`), as the site keeps it in localStorage (src/session/storage.ts).
 */
export async function customerWithData(url, dataDir) {
  await call(url, "/api/portal/user/register", CUSTOMER);
  const code = await codeFromOutbox(path.join(dataDir, "outbox"), CUSTOMER.account);
  await call(url, "/api/portal/user/email/confirm", { account: CUSTOMER.account, code });
  const { token } = await call(url, "/api/portal/user/login", { account: CUSTOMER.account, password: CUSTOMER.password });

  createLabAdmin(dataDir);
  const lab = await labLogin(url);
  const send = (sampleName, testItems) =>
    call(
      url,
      "/api/portal/sent/inspect/insert",
      {
        company: "Example Dairy",
        contactPerson: "Wang Fang",
        phone: "13812345678",
        email: "wang.fang@example.com",
        countryCode: "CN",
        address: "1 Example Road",
        sampleName,
        batchNo: `B-${sampleName}`,
        quantity: 30,
        quantityUnit: "g",
        productionDate: "2026-10-01",
        testItems,
      },
      token,
    );
  for (const [n, name] of ["Alpha", "Bravo", "Charlie", "Delta"].entries()) {
    const { id } = await send(`LF ${name}`, ITEMS);
    await call(url, "/api/admin/inspect/transition", { id, to: "received" }, lab);
    await call(url, "/api/admin/inspect/transition", { id, to: "testing" }, lab);
    await call(
      url,
      "/api/admin/inspect/saveResults",
      {
        id,
        results: [
          { itemCode: "lfContentHplc", value: String(95 - n), unit: "%", limit: "≥ 90", passed: true },
          { itemCode: "puritySdsPage", value: String(96 - n * 2), unit: "%", limit: "≥ 90", passed: true },
          { itemCode: "ironSaturation", value: String(12 + n), unit: "%", limit: "10–20", passed: true },
          { itemCode: "proteinKjeldahl", value: String(93 + n), unit: "%", passed: true },
          { itemCode: "moisture", value: n === 1 ? "5.2" : "4.1", unit: "%", limit: "≤ 4.5", passed: n !== 1 },
        ],
      },
      lab,
    );
    await call(url, "/api/admin/inspect/issueReport", { id }, lab);
  }
  const testing = await send("LF Echo", ITEMS);
  await call(url, "/api/admin/inspect/transition", { id: testing.id, to: "received" }, lab);
  await call(url, "/api/admin/inspect/transition", { id: testing.id, to: "testing" }, lab);
  const rejected = await send("LF Rejected", ["moisture"]);
  await call(url, "/api/admin/inspect/transition", { id: rejected.id, to: "rejected", reason: "Bag arrived torn" }, lab);
  await send("LF Waiting", ["moisture"]);

  // The session as the login form stores it.
  return call(url, "/api/portal/user/login", { account: CUSTOMER.account, password: CUSTOMER.password });
}
