import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const OK = "000000";
const INVALID = "000001";
const NOT_FOUND = "000002";

describe("site config and taxonomies", () => {
  it("configData/website returns website info in the request's language", async () => {
    const zh = await t.call(P.website, {}, { headers: { lang: "zh-CN" } });
    const en = await t.call(P.website, {}, { headers: { lang: "en-US" } });
    expect(zh.status).toBe(200);
    expect(zh.json.code).toBe(OK);
    for (const key of [
      "logo",
      "colorfulLogo",
      "icon",
      "copyrightInfo",
      "recordNo",
      "recordUrl",
      "contactPhone",
      "siteAddress",
      "email",
      "weixinImg",
      "douyinImg",
      "xiaohongshuImg",
      "weiboLink",
    ]) {
      expect(zh.json.data, key).toHaveProperty(key);
    }
    expect(zh.json.data.logo.url).toMatch(/^\//);
    expect(zh.json.data.siteAddress).toMatch(/[\u4e00-\u9fff]/);
    expect(en.json.data.siteAddress).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it("the body's lang field selects the language when no header is sent", async () => {
    const en = await t.call(P.website, { lang: "en-US" });
    expect(en.json.data.siteAddress).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it("configData/consultClass returns code/name/nameEn, including one without a code", async () => {
    const { json } = await t.call(P.consultClass);
    expect(json.code).toBe(OK);
    expect(json.data.filter((c: { code: string | null }) => c.code).length).toBeGreaterThanOrEqual(3);
    expect(json.data.some((c: { code: string | null }) => c.code === null)).toBe(true);
    expect(Object.keys(json.data[0]).sort()).toEqual(["code", "name", "nameEn"]);
  });

  it("countryArea and provinceList return bilingual regions", async () => {
    const countries = await t.call(P.countryArea);
    const provinces = await t.call(P.provinceList);
    expect(countries.json.data.length).toBeGreaterThanOrEqual(20);
    expect(provinces.json.data.length).toBe(34);
    expect(provinces.json.data[0]).toEqual({ code: expect.any(String), name: expect.any(String), nameEn: expect.any(String) });
  });
});

describe("banners, columns, policies, data", () => {
  it("banner/getList returns the active banners of a position in order", async () => {
    const { json } = await t.call(P.bannerList, { position: "index" });
    expect(json.code).toBe(OK);
    expect(json.data.length).toBeGreaterThanOrEqual(3);
    const sorts = json.data.map((b: { sort: number }) => b.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it("banner/getList of an unknown position is an empty list", async () => {
    expect((await t.call(P.bannerList, { position: "nowhere" })).json.data).toEqual([]);
  });

  it.each(["index", "about", "protein", "testingServices"])("column/getByCode %s carries English in customFieldList", async (code) => {
    const { json } = await t.call(P.columnByCode, { columnCode: code });
    expect(json.code).toBe(OK);
    expect(json.data.columnCode).toBe(code);
    const fields = JSON.parse(json.data.customFieldList) as Array<{ field: string; value: string }>;
    expect(fields.map((f) => f.field).sort()).toEqual(["columnDescEn", "columnKeywordEn", "columnTitleEn"]);
    expect(fields.every((f) => f.value.length > 0)).toBe(true);
  });

  it("column/getByCode of an unknown code is not found (404)", async () => {
    const r = await t.call(P.columnByCode, { columnCode: "nope" }, { headers: { lang: "en-US" } });
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ code: NOT_FOUND, message: "The requested item does not exist", data: null });
  });

  it("column/getByCode without columnCode names the field, in Chinese for zh", async () => {
    const r = await t.call(P.columnByCode, {}, { headers: { lang: "zh-CN" } });
    expect(r.status).toBe(400);
    expect(r.json.code).toBe(INVALID);
    expect(r.json.message).toMatch(/^参数错误：columnCode/);
    expect(r.json.data.issues[0].path).toBe("columnCode");
  });

  it.each(["privacy", "disclaimer"])("policy/getByCode %s", async (code) => {
    const { json } = await t.call(P.policyByCode, { code });
    expect(json.code).toBe(OK);
    expect(json.data).toMatchObject({
      code,
      title: expect.any(String),
      titleEn: expect.any(String),
      content: expect.stringContaining("<"),
    });
    expect((await t.call(P.policyByCode, { code: "nope" })).json.code).toBe(NOT_FOUND);
    expect((await t.call(P.policyByCode, { code: 5 })).json.code).toBe(INVALID);
  });

  it("data/list and data/pageList return a column's records", async () => {
    const list = await t.call(P.dataList, { columnCode: "detectionStep" });
    expect(list.json.code).toBe(OK);
    expect(list.json.data.length).toBe(5);
    const page = await t.call(P.dataPageList, { columnCode: "detectionStep", pageNum: 2, pageSize: 2 });
    expect(page.json.data).toMatchObject({ total: 5, pageNum: 2, pageSize: 2 });
    expect(page.json.data.list.map((d: { id: number }) => d.id)).toEqual(list.json.data.slice(2, 4).map((d: { id: number }) => d.id));
    expect((await t.call(P.dataList, { columnCode: "" })).json.code).toBe(INVALID);
    expect((await t.call(P.dataPageList, { columnCode: "faq", pageSize: 1000 })).json.code).toBe(INVALID);
  });
});

describe("news", () => {
  it("news/list pages through all news, newest first", async () => {
    const first = await t.call(P.newsList, { pageNum: 1, pageSize: 5 });
    expect(first.json.code).toBe(OK);
    const { total, list } = first.json.data;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(list).toHaveLength(5);
    const times = list.map((n: { publishTime: string }) => n.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    const last = await t.call(P.newsList, { pageNum: Math.ceil(total / 5), pageSize: 5 });
    expect(last.json.data.list.length).toBe(total - 5 * (Math.ceil(total / 5) - 1));
    expect(list[0]).not.toHaveProperty("content");
  });

  it("news/list filters by category code and by year", async () => {
    const byCode = await t.call(P.newsList, { code: "science", pageSize: 100 });
    expect(byCode.json.data.total).toBeGreaterThan(0);
    expect(byCode.json.data.list.every((n: { classCode: string }) => n.classCode === "science")).toBe(true);
    const years = (await t.call(P.newsYears)).json.data as number[];
    expect(years.length).toBeGreaterThanOrEqual(2);
    const byYear = await t.call(P.newsList, { year: years[1], pageSize: 100 });
    expect(byYear.json.data.total).toBeGreaterThan(0);
    expect(byYear.json.data.list.every((n: { publishTime: string }) => n.publishTime.startsWith(String(years[1])))).toBe(true);
  });

  it("news/list searches by keyword, treating % and _ literally", async () => {
    const all = await t.call(P.newsList, { pageSize: 100 });
    const sample = all.json.data.list[0].titleEn.split(" ").slice(0, 2).join(" ");
    const found = await t.call(P.newsList, { keyword: sample, pageSize: 100 });
    expect(found.json.data.total).toBeGreaterThan(0);
    const shouted = await t.call(P.newsList, { keyword: sample.toUpperCase(), pageSize: 100 });
    expect(shouted.json.data.total).toBe(found.json.data.total);
    expect((await t.call(P.newsList, { keyword: "%" })).json.data.total).toBe(0);
  });

  it("news/list rejects bad paging with the fields named", async () => {
    const r = await t.call(P.newsList, { pageNum: 0, pageSize: "many" }, { headers: { lang: "en-US" } });
    expect(r.json.code).toBe(INVALID);
    expect(r.json.message).toContain("pageNum");
    expect(r.json.message).toContain("pageSize");
  });

  it("news/getById returns the article with both languages and its category names", async () => {
    const id = (await t.call(P.newsList, { pageSize: 1 })).json.data.list[0].id;
    const { json } = await t.call(P.newsById, { id });
    expect(json.code).toBe(OK);
    expect(json.data).toMatchObject({
      id,
      content: expect.any(String),
      contentEn: expect.any(String),
      className: expect.any(String),
      classNameEn: expect.any(String),
    });
    expect((await t.call(P.newsById, { id: 999_999 })).json.code).toBe(NOT_FOUND);
    expect((await t.call(P.newsById, { id: "abc" })).json.code).toBe(INVALID);
  });

  it("news/neighbor links the newer (prev) and older (next) article of the same category", async () => {
    const list = (await t.call(P.newsList, { code: "company", pageSize: 100 })).json.data.list as Array<{ id: number }>;
    expect(list.length).toBeGreaterThanOrEqual(3);
    const middle = list[1] as { id: number };
    const { json } = await t.call(P.newsNeighbor, { id: middle.id });
    expect(json.data.prev.id).toBe(list[0]?.id);
    expect(json.data.next.id).toBe(list[2]?.id);
    const newest = await t.call(P.newsNeighbor, { id: list[0]?.id });
    expect(newest.json.data.prev).toBeNull();
    expect((await t.call(P.newsNeighbor, { id: 999_999 })).json.code).toBe(NOT_FOUND);
  });

  it("news/relatedList returns others of the same category, bounded by size", async () => {
    const list = (await t.call(P.newsList, { code: "industry", pageSize: 100 })).json.data.list as Array<{ id: number }>;
    const { json } = await t.call(P.newsRelated, { id: list[0]?.id, size: 2 });
    expect(json.data).toHaveLength(2);
    expect(json.data.every((n: { id: number; classCode: string }) => n.id !== list[0]?.id && n.classCode === "industry")).toBe(true);
    expect((await t.call(P.newsRelated, { id: list[0]?.id, size: 50 })).json.code).toBe(INVALID);
  });

  it("news/yearList lists distinct years, newest first, per category", async () => {
    const { json } = await t.call(P.newsYears, { code: "company" });
    expect(json.data).toEqual([...new Set(json.data)].sort().reverse());
  });
});
