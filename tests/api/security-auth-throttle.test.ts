import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { type ServerType, serve } from "@hono/node-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { FIRST_ENROLMENT_GRACE_MS } from "../../schemas/two-factor";
import { totpAt } from "../support/totp";
import { STAFF_PASSWORD, staffPasswordHash, startTestPortal, type TestPortal } from "./harness";
import { signUp } from "./sign-up";

/**
 * Issue 26, authentication items 1, 3 and 4: the current password is throttled and logged wherever a
 * session asks to prove it (password change, two-factor set-up); turning on two-factor ends the other
 * sessions; login guessing from one address cannot lock the owner out from another.
 */
let t: TestPortal;
let server: ServerType;
let port: number;
const logLines: string[] = [];
const as = (token: string) => ({ headers: { accessToken: token } });

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  t = await startTestPortal({ SEED_DEMO_CONTENT: "false" }, pino({ level: "info", base: undefined }, sink));
  // A real socket: the portal sees each request's loopback source address as the client address.
  server = serve({ fetch: t.portal.api.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** A POST from a chosen loopback source address (127.0.0.2, 127.0.0.3, …). */
function postFrom(
  localAddress: string,
  apiPath: string,
  body: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: the test asserts on the JSON it receives
): Promise<{ status: number; retryAfter: string | undefined; json: any }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      { host: "127.0.0.1", port, path: apiPath, method: "POST", localAddress, headers: { "content-type": "application/json", lang: "en" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers["retry-after"],
            json: JSON.parse(Buffer.concat(chunks).toString()),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function customer(account: string, password: string): Promise<string> {
  const res = await signUp(
    t,
    { account, password, nickname: "Owner" },
    { peer: `10.9.${account.length}.${Math.floor(Math.random() * 250)}` },
  );
  return res.token;
}

const events = () => logLines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe("login: nobody can lock an account out (item 4)", () => {
  it("15 wrong passwords from 127.0.0.2, then the right one from 127.0.0.3 logs in; 127.0.0.2 is still refused", async () => {
    await customer("owner@example.com", "owner-milk-2026");
    const wrong = [];
    for (let i = 0; i < 15; i++)
      wrong.push(await postFrom("127.0.0.2", P.login, { account: "owner@example.com", password: `guess-${i}-xyz` }));
    expect(wrong.slice(0, 10).map((r) => r.json.code)).toEqual(Array(10).fill("000001"));
    expect(wrong.slice(10).map((r) => r.json.code)).toEqual(Array(5).fill("000005"));
    const owner = await postFrom("127.0.0.3", P.login, { account: "owner@example.com", password: "owner-milk-2026" });
    expect(owner.json.code).toBe("000000");
    expect(owner.json.data.token).toEqual(expect.any(String));
    const guesser = await postFrom("127.0.0.2", P.login, { account: "owner@example.com", password: "owner-milk-2026" });
    expect([guesser.status, guesser.json.code]).toEqual([429, "000005"]);
    expect(Number(guesser.retryAfter)).toBeGreaterThan(0);
  }, 60_000);

  it("past the account's ceiling across addresses, addresses that failed are refused but a fresh one still gets in", async () => {
    await customer("ceiling@example.com", "ceiling-milk-2026");
    // 200 failures in the hour from many addresses (as a botnet would), written as the counter holds them.
    const hour = 60 * 60 * 1000;
    const now = Date.now();
    await t.portal.database.db
      .insertInto("rateLimit")
      .values({ key: "login:failures:ceiling@example.com", windowStart: now - (now % hour), count: 200 })
      .execute();
    const first = await postFrom("127.0.0.4", P.login, { account: "ceiling@example.com", password: "wrong-ceiling-1" });
    expect(first.json.code).toBe("000001");
    const again = await postFrom("127.0.0.4", P.login, { account: "ceiling@example.com", password: "ceiling-milk-2026" });
    expect(again.json.code).toBe("000005");
    const started = Date.now();
    const fresh = await postFrom("127.0.0.5", P.login, { account: "ceiling@example.com", password: "ceiling-milk-2026" });
    expect(fresh.json.code).toBe("000000");
    // The growing delay is capped: the owner waits at most a few seconds.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 60_000);
});

describe("the current password is throttled and logged (item 1)", () => {
  it("changePassword: 10 wrong current passwords, then 000005 with Retry-After even for the right one; each failure logged", async () => {
    const token = await customer("oracle@example.com", "oracle-milk-2026");
    const codes: string[] = [];
    for (let i = 0; i < 15; i++) {
      codes.push((await t.call(P.changePassword, { oldPassword: `guess-${i}-abc`, newPassword: "fresh-milk-2027" }, as(token))).json.code);
    }
    expect(codes).toEqual([...Array(10).fill("000001"), ...Array(5).fill("000005")]);
    const res = await t.post(
      P.changePassword,
      { oldPassword: "oracle-milk-2026", newPassword: "fresh-milk-2027" },
      { ...as(token), peer: "10.1.1.1" },
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await t.call(P.login, { account: "oracle@example.com", password: "oracle-milk-2026" })).json.code).toBe("000000");
    const failures = events().filter((e) => e.event === "authentication" && e.account === "oracle@example.com");
    expect(failures).toHaveLength(16);
    expect(failures.filter((e) => e.reason === "wrong password")).toHaveLength(10);
    expect(failures.filter((e) => e.reason === "rateLimited")).toHaveLength(6);
    expect(failures.at(-1)).toMatchObject({ outcome: "failure", purpose: "password change", address: "10.1.1.1" });
    const text = logLines.join("\n");
    expect(text).not.toContain("guess-3-abc");
    expect(text).not.toContain("oracle-milk-2026");
  }, 60_000);

  it("the right current password resets the count", async () => {
    const token = await customer("reset@example.com", "reset-milk-2026");
    for (let i = 0; i < 9; i++)
      await t.call(P.changePassword, { oldPassword: `guess-${i}-abc`, newPassword: "fresh-milk-2027" }, as(token));
    expect((await t.call(P.changePassword, { oldPassword: "reset-milk-2026", newPassword: "fresh-milk-2027" }, as(token))).json.code).toBe(
      "000000",
    );
    expect((await t.call(P.changePassword, { oldPassword: "guess-x-abc", newPassword: "other-milk-2028" }, as(token))).json.code).toBe(
      "000001",
    );
  }, 60_000);
});

describe("two-factor set-up needs the password; turning it on ends the other sessions (item 3)", () => {
  it("a session alone cannot start enrolment; a wrong password counts toward the same limit", async () => {
    const token = await customer("tfa@example.com", "tfa-milk-2026");
    expect((await t.call(P.twoFactorStatus, {}, as(token))).json.data.setupNeedsPassword).toBe(true);
    const bare = await t.call(P.twoFactorSetup, {}, as(token));
    expect(bare.json.code).toBe("000001");
    const wrong = await t.call(P.twoFactorSetup, { password: "not-it-1234" }, as(token));
    expect([wrong.json.code, wrong.json.message]).toEqual(["000001", "The current password is wrong"]);
    const db = t.portal.database.db;
    expect(
      (await db.selectFrom("userAccount").select("totpSecret").where("account", "=", "tfa@example.com").executeTakeFirstOrThrow())
        .totpSecret,
    ).toBeNull();
    for (let i = 0; i < 8; i++) await t.call(P.twoFactorSetup, { password: `not-it-${i}-x` }, as(token));
    expect((await t.call(P.twoFactorSetup, { password: "tfa-milk-2026" }, as(token))).json.code).toBe("000005");
    expect(events().filter((e) => e.account === "tfa@example.com" && e.purpose === "two-factor set-up")).toHaveLength(11);
  });

  it("with the password enrolment starts; confirming ends every other session of the account and says how many", async () => {
    const token = await customer("tfa2@example.com", "tfa2-milk-2026");
    const stolen = (await t.call(P.login, { account: "tfa2@example.com", password: "tfa2-milk-2026" })).json.data.token as string;
    const other = (await t.call(P.login, { account: "tfa2@example.com", password: "tfa2-milk-2026" })).json.data.token as string;
    const setup = await t.call(P.twoFactorSetup, { password: "tfa2-milk-2026" }, as(token));
    expect(setup.json.code).toBe("000000");
    const confirmed = await t.call(P.twoFactorConfirm, { code: totpAt(setup.json.data.secret, Date.now()) }, as(token));
    expect(confirmed.json.data).toEqual({ recoveryCodes: expect.any(Array), otherSessionsEnded: 2 });
    expect((await t.call(P.currentUser, {}, as(stolen))).json.code).toBe("000004");
    expect((await t.call(P.currentUser, {}, as(other))).json.code).toBe("000004");
    expect((await t.call(P.currentUser, {}, as(token))).json.code).toBe("000000");
  });

  it("a staff member's first enrolment right after the password login needs no second password; later it does", async () => {
    const db = t.portal.database.db;
    const now = new Date().toISOString();
    await db
      .insertInto("userAccount")
      .values({
        account: "new-lab@example.com",
        passwordHash: await staffPasswordHash(),
        nickname: "Lab",
        company: "",
        contactPhone: "",
        role: "lab",
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const token = (await t.call(P.login, { account: "new-lab@example.com", password: STAFF_PASSWORD })).json.data.token as string;
    expect((await t.call(P.twoFactorStatus, {}, as(token))).json.data.setupNeedsPassword).toBe(false);
    expect((await t.call(P.twoFactorSetup, {}, as(token))).json.code).toBe("000000");
    // The same session, older than the grace period: the password is asked for.
    await db
      .updateTable("userSession")
      .set({ createdAt: Date.now() - FIRST_ENROLMENT_GRACE_MS - 1000 })
      .where(
        "userId",
        "=",
        (await db.selectFrom("userAccount").select("id").where("account", "=", "new-lab@example.com").executeTakeFirstOrThrow()).id,
      )
      .execute();
    expect((await t.call(P.twoFactorStatus, {}, as(token))).json.data.setupNeedsPassword).toBe(true);
    expect((await t.call(P.twoFactorSetup, {}, as(token))).json.code).toBe("000001");
    expect((await t.call(P.twoFactorSetup, { password: STAFF_PASSWORD }, as(token))).json.code).toBe("000000");
  });
});
