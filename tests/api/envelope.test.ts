import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ MAX_BODY_BYTES: "2048" });
});
afterAll(() => t.close());

describe("envelope and bad input", () => {
  it("unknown API paths answer the not-found code with HTTP 404", async () => {
    const r = await t.call("/api/portal/nope", {}, { headers: { lang: "en-US" } });
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ code: "000002", message: "No such API: /api/portal/nope", data: null });
  });

  it("malformed JSON gets a translated invalid-input error, not a 500", async () => {
    const zh = await t.call(P.newsList, undefined, { rawBody: "{pageNum:", headers: { lang: "zh-CN" } });
    expect(zh.status).toBe(400);
    expect(zh.json).toMatchObject({ code: "000001", message: "请求体不是有效的 JSON" });
    const en = await t.call(P.newsList, undefined, { rawBody: "[1,2]", headers: { lang: "en-US" } });
    expect(en.json).toMatchObject({ code: "000001", message: "The request body is not valid JSON" });
  });

  it("wrong types name the field and why, in the request's language", async () => {
    const r = await t.call(P.newsById, { id: { $gt: 1 } }, { headers: { lang: "en-US" } });
    expect(r.json.code).toBe("000001");
    expect(r.json.message).toMatch(/^Invalid input: id — /);
  });

  it("oversized bodies are refused with 413 and the payload-too-large code", async () => {
    const r = await t.call(P.newsList, { keyword: "x".repeat(5000) }, { headers: { lang: "en-US" } });
    expect(r.status).toBe(413);
    expect(r.json).toMatchObject({ code: "000007", message: "The request is too large" });
  });

  it("unknown fields and prototype keys are ignored", async () => {
    const r = await t.call(P.newsList, undefined, {
      rawBody: '{"pageSize":1,"__proto__":{"admin":true},"constructor":{"x":1},"extra":"y"}',
    });
    expect(r.json.code).toBe("000000");
    expect(r.json.data.pageSize).toBe(1);
  });

  it("bad requests leave stored data untouched", async () => {
    const before = t.snapshot();
    await t.call(P.newsList, undefined, { rawBody: "{" });
    await t.call(P.newsById, { id: -1 });
    await t.call(P.columnByCode, { columnCode: "x".repeat(3000) });
    expect(t.snapshot()).toEqual(before);
  });

  it("a non-POST method on a portal path is not found, never a stack trace", async () => {
    const res = await t.portal.api.fetch(new Request(`http://127.0.0.1${P.newsList}`));
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe("every content call refuses bad bodies with a translated invalid-input code", () => {
  const contentPaths = Object.values(P).filter((p) => p.startsWith("/api/portal/content/") || p === P.provinceList);
  it.each(contentPaths)("%s", async (path) => {
    const before = t.snapshot();
    const malformed = await t.call(path, undefined, { rawBody: "{not json", headers: { lang: "en-US" } });
    expect(malformed.status, path).toBe(400);
    expect(malformed.json).toMatchObject({ code: "000001", message: "The request body is not valid JSON" });
    const notObject = await t.call(path, undefined, { rawBody: "42", headers: { lang: "zh-CN" } });
    expect(notObject.json).toMatchObject({ code: "000001", message: "请求体不是有效的 JSON" });
    expect(t.snapshot()).toEqual(before);
  });
});

describe("demo content", () => {
  it("is loaded once: starting again on the same database adds nothing", async () => {
    const before = t.snapshot();
    const { seedDemoContent } = await import("../../server/db/seed/seed");
    expect(await seedDemoContent(t.portal.database.db)).toBe(false);
    expect(t.snapshot()).toEqual(before);
    expect(before.news).toBeGreaterThanOrEqual(12);
  });
});
