import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { memoryLogger } from "../../server/logger";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
const log = memoryLogger();
beforeAll(async () => {
  t = await startTestPortal({}, log.logger);
});
afterAll(() => t.close());

const en = { headers: { lang: "en-US" } };

describe("numbers in request bodies: JSON numbers and digit strings only", () => {
  const wrong: Array<[string, unknown]> = [
    ["true", true],
    ["[5]", [5]],
    ["{}", {}],
    ['"7x"', "7x"],
    ["1.5", 1.5],
    ["-1", -1],
    ['""', ""],
    ["null", null],
  ];
  const fields: Array<[string, string, Record<string, unknown>]> = [
    ["id", P.newsById, {}],
    ["pageNum", P.newsList, {}],
    ["pageSize", P.dataPageList, { columnCode: "detectionStep" }],
    ["size", P.newsRelated, { id: 1 }],
    ["year", P.newsList, {}],
  ];
  for (const [field, path, rest] of fields) {
    it(`${field} (${path}) refuses ${wrong.map(([label]) => label).join(", ")} with 000001 naming it`, async () => {
      for (const [label, value] of wrong) {
        const r = await t.call(path, { ...rest, [field]: value }, en);
        expect([label, r.status, r.json.code], `${field}=${label}`).toEqual([label, 400, "000001"]);
        expect(r.json.message, `${field}=${label}`).toMatch(new RegExp(`^Invalid input: ${field} — `));
        expect(r.json.data.issues.map((i: { path: string }) => i.path)).toEqual([field]);
      }
    });
  }

  it("accepts the same values as JSON numbers and as digit strings", async () => {
    const id = (await t.call(P.newsList, { pageSize: 1 })).json.data.list[0].id as number;
    expect((await t.call(P.newsById, { id })).json.data.id).toBe(id);
    expect((await t.call(P.newsById, { id: String(id) })).json.data.id).toBe(id);
    const page = await t.call(P.newsList, { pageNum: "2", pageSize: " 3 " });
    expect(page.json.data).toMatchObject({ pageNum: 2, pageSize: 3 });
    const year = new Date((await t.call(P.newsList, { pageSize: 1 })).json.data.list[0].publishTime).getUTCFullYear();
    expect((await t.call(P.newsList, { year: String(year) })).json.data.total).toBeGreaterThan(0);
  });

  it("a whole-number message in Chinese for zh", async () => {
    const r = await t.call(P.newsById, { id: true }, { headers: { lang: "zh-CN" } });
    expect(r.json.message).toBe("参数错误：id — 请输入整数");
  });
});

describe("a missing record or an empty result", () => {
  it("news/relatedList of an unknown id is not found", async () => {
    const r = await t.call(P.newsRelated, { id: 999_999 }, en);
    expect([r.status, r.json.code]).toEqual([404, "000002"]);
  });

  it("data/list, data/pageList and news/yearList of an unknown code are empty, not errors", async () => {
    expect((await t.call(P.dataList, { columnCode: "noSuchColumn" })).json).toMatchObject({ code: "000000", data: [] });
    expect((await t.call(P.dataPageList, { columnCode: "noSuchColumn", pageNum: 1, pageSize: 5 })).json).toMatchObject({
      code: "000000",
      data: { list: [], total: 0, pageNum: 1, pageSize: 5 },
    });
    expect((await t.call(P.newsYears, { code: "noSuchCategory" })).json).toMatchObject({ code: "000000", data: [] });
    expect((await t.call(P.newsList, { code: "noSuchCategory" })).json.data).toMatchObject({ list: [], total: 0 });
  });

  it("the body's lang field chooses the language of an invalid-input message when no header is sent", async () => {
    const enBody = await t.call(P.newsById, { id: "abc", lang: "en-US" });
    expect(enBody.json.message).toBe("Invalid input: id — Enter a whole number");
    const zhBody = await t.call(P.columnByCode, { lang: "zh-CN" });
    expect(zhBody.json.message).toMatch(/^参数错误：columnCode — /);
    // The header wins over the body.
    const both = await t.call(P.newsById, { id: "abc", lang: "zh-CN" }, en);
    expect(both.json.message).toBe("Invalid input: id — Enter a whole number");
  });
});

// Last in this file: it breaks the portal's database for good.
describe("an unexpected failure", () => {
  it("answers 000099 with HTTP 500 and no internals, and logs the error with the request id", async () => {
    await sql`alter table policy rename to policy_gone`.execute(t.portal.database.db);
    const res = await t.portal.api.fetch(
      new Request(`http://127.0.0.1${P.policyByCode}`, {
        method: "POST",
        headers: { "content-type": "application/json", lang: "en-US" },
        body: JSON.stringify({ code: "privacy" }),
      }),
    );
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: "000099", message: "Something went wrong on our side, please try again later", data: null });
    expect(text).not.toMatch(/policy|sqlite|relation|select|\.ts|at /i);
    const requestId = res.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    const logged = log.records.filter((r) => r.reqId === requestId);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: "unhandled API error",
        err: expect.objectContaining({ message: expect.stringMatching(/policy/) }),
      }),
    );
    expect(logged).toContainEqual(expect.objectContaining({ msg: "api request", status: 500, path: P.policyByCode }));
  });
});
