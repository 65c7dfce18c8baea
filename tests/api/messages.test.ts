import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { startTestPortal, type TestPortal } from "./harness";

const valid = {
  name: "王芳",
  phone: "13812345678",
  email: "",
  company: "示例乳业有限公司",
  message: "想了解低铁级乳铁蛋白的报价和最小起订量。",
};

let t: TestPortal;
beforeEach(async () => {
  t = await startTestPortal();
});
afterEach(() => t.close());

describe("content/message/submit", () => {
  it("stores a valid message", async () => {
    const r = await t.call(P.messageSubmit, valid, { headers: { lang: "zh-CN" } });
    expect(r.json).toMatchObject({ code: "000000", data: null });
    expect(t.snapshot().contact_message).toBe(1);
  });

  it.each([
    ["name missing", { name: "  " }, "name", "Please enter your name"],
    ["name too long", { name: "王".repeat(51) }, "name", "At most 50 characters"],
    ["neither phone nor email", { phone: "", email: "" }, "phone", "Please leave a phone number or an email address"],
    ["bad phone", { phone: "call me" }, "phone", "Please enter a valid phone number"],
    ["bad email", { phone: "", email: "not-an-email" }, "email", "Invalid email format: use name@example.com"],
    ["message too short", { message: "hi" }, "message", "Please write at least 5 characters"],
    ["message too long", { message: "x".repeat(2001) }, "message", "At most 2000 characters"],
    ["company too long", { company: "x".repeat(101) }, "company", "At most 100 characters"],
  ])("refuses %s with a translated message naming the field, storing nothing", async (_, change, field, message) => {
    const before = t.snapshot();
    const r = await t.call(P.messageSubmit, { ...valid, ...change }, { headers: { lang: "en-US" } });
    expect(r.status).toBe(400);
    expect(r.json.code).toBe("000001");
    expect(r.json.message).toContain(`${field} — ${message}`);
    expect(r.json.data.issues).toContainEqual({ path: field, message });
    expect(t.snapshot()).toEqual(before);
  });

  it("answers in Chinese when asked", async () => {
    const r = await t.call(P.messageSubmit, { ...valid, phone: "", email: "" }, { headers: { lang: "zh-CN" } });
    expect(r.json.message).toContain("请留下电话或电子邮箱");
  });

  it("accepts a filled honeypot like a success and stores nothing", async () => {
    const before = t.snapshot();
    const r = await t.call(P.messageSubmit, { ...valid, website: "http://spam.example" });
    expect(r.json.code).toBe("000000");
    expect(t.snapshot().contact_message).toBe(before.contact_message);
  });

  it("allows 5 messages an hour per address, then refuses with Retry-After and stores nothing more", async () => {
    for (let i = 0; i < 5; i++) expect((await t.call(P.messageSubmit, valid)).json.code).toBe("000000");
    const res = await t.portal.api.fetch(
      new Request(`http://127.0.0.1${P.messageSubmit}`, {
        method: "POST",
        headers: { "content-type": "application/json", lang: "en-US" },
        body: JSON.stringify(valid),
      }),
    );
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    const json = await res.json();
    expect(json.code).toBe("000005");
    // The wait in words is the Retry-After figure, in minutes (rounded up) or, near the window's end, seconds.
    const [, n, unit] = /^Too many requests, please try again in (\d+) (second|minute)s?$/.exec(json.message) ?? [];
    expect(unit === "minute" ? Number(n) === Math.ceil(retryAfter / 60) : Number(n) === retryAfter, json.message).toBe(true);
    expect(t.snapshot().contact_message).toBe(5);
  });
});
