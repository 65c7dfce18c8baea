import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminColumnItem, ColumnItemInput } from "../../schemas/admin-columns";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { readRevisions } from "../../server/content/content-revision";
import { as, sessionFor, storedState } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

/** Columns (page headers) and column items (advantages, FAQ, steps…) edited in the back office. */
let t: TestPortal;
const tokens = { editor: "", admin: "", lab: "", customer: "" };

beforeAll(async () => {
  t = await startTestPortal();
  for (const role of ["editor", "admin", "lab", "customer"] as const) tokens[role] = (await sessionFor(t, role)).token;
});
afterAll(() => t.close());

const auditRows = (entity: string) =>
  t.portal.database.db.selectFrom("auditLog").selectAll().where("entity", "=", entity).orderBy("id").execute();
/** A public read as a visitor makes it, with whether the read cache answered it. */
const publicRead = async (path: string, body: unknown, lang: "zh-CN" | "en-US" = "zh-CN") => {
  const res = await t.post(path, body, { headers: { lang } });
  return { state: res.headers.get("x-read-cache"), json: await res.json() };
};
const columnRevision = async () => (await readRevisions(t.portal.database.db, ["column"])).get("column");

const item = (over: Partial<ColumnItemInput> = {}): ColumnItemInput => ({
  columnCode: "advantage",
  title: { zh: "新优势", en: "New advantage" },
  summary: { zh: "摘要", en: "Summary" },
  content: { zh: "", en: "" },
  image: "",
  link: "",
  sort: 90,
  ...over,
});

describe("columns (page headers)", () => {
  it("lists the seeded columns; an edit shows on the next public read in both languages, with an audit entry", async () => {
    const list = (await t.call(P.adminColumnList, { pageSize: 100 }, as(tokens.editor))).json.data;
    expect(list.list.map((c: { code: string }) => c.code).sort()).toEqual([
      "about",
      "consult",
      "contact",
      "index",
      "protein",
      "testingServices",
    ]);

    await publicRead(P.columnByCode, { columnCode: "about" });
    expect((await publicRead(P.columnByCode, { columnCode: "about" })).state).toBe("hit");
    const about = (await t.call(P.adminColumnGet, { code: "about" }, as(tokens.editor))).json.data;
    expect(about).toMatchObject({ code: "about", title: { zh: "关于我们", en: "About Us" }, version: 1 });
    const revision = await columnRevision();
    const saved = await t.call(
      P.adminColumnUpdate,
      {
        code: "about",
        version: 1,
        title: { zh: "走进安乳", en: "Inside Anru" },
        description: { zh: "新的描述", en: "" },
        keyword: { zh: "乳铁蛋白", en: "lactoferrin" },
        image: "/demo/banner-2.svg",
      },
      as(tokens.editor),
    );
    expect(saved.json.data).toMatchObject({ title: { zh: "走进安乳", en: "Inside Anru" }, version: 2 });
    expect(await columnRevision()).toBe((revision ?? 0) + 1);

    const zh = await publicRead(P.columnByCode, { columnCode: "about" }, "zh-CN");
    expect([zh.state, zh.json.data.columnTitle, zh.json.data.columnDesc, zh.json.data.image]).toEqual([
      "miss",
      "走进安乳",
      "新的描述",
      "/demo/banner-2.svg",
    ]);
    const en = JSON.parse((await publicRead(P.columnByCode, { columnCode: "about" }, "en-US")).json.data.customFieldList);
    expect(en).toContainEqual({ field: "columnTitleEn", value: "Inside Anru" });
    expect((await auditRows("column")).at(-1)).toMatchObject({ action: "edit", entityId: "about" });
  });

  it("refuses a stale version (000006) and bad input with translated messages, writing nothing", async () => {
    const about = (await t.call(P.adminColumnGet, { code: "about" }, as(tokens.editor))).json.data;
    const body = {
      code: "about",
      version: about.version,
      title: about.title,
      description: about.description,
      keyword: about.keyword,
      image: about.image,
    };
    const before = await storedState(t);
    const stale = await t.call(P.adminColumnUpdate, { ...body, version: about.version - 1 }, as(tokens.editor, "zh-CN"));
    expect(stale.json).toMatchObject({ code: "000006", message: "在您打开之后，已有其他人保存了此内容。请重新加载查看其修改后再编辑。" });
    const empty = await t.call(P.adminColumnUpdate, { ...body, title: { zh: " ", en: "x" } }, as(tokens.editor));
    expect(empty.json.code).toBe("000001");
    expect(empty.json.data.issues).toContainEqual({ path: "title.zh", message: "Required" });
    const css = await t.call(P.adminColumnUpdate, { ...body, image: "/x.svg) ; background:url(/y" }, as(tokens.editor, "zh-CN"));
    expect(css.json.data.issues).toContainEqual({ path: "image", message: "请填写以 / 或 https:// 开头的地址" });
    expect(await storedState(t)).toEqual(before);
  });

  it("cannot be created or deleted: the codes the routes use always exist; an unknown code is not found", async () => {
    expect((await t.call("/api/admin/column/delete", { code: "about" }, as(tokens.admin))).json.code).toBe("000002");
    expect((await t.call("/api/admin/column/create", { code: "new" }, as(tokens.admin))).json.code).toBe("000002");
    expect((await t.call(P.adminColumnGet, { code: "nowhere" }, as(tokens.editor))).json.code).toBe("000002");
    const update = await t.call(
      P.adminColumnUpdate,
      { code: "nowhere", version: 1, title: { zh: "x", en: "" }, description: { zh: "", en: "" }, keyword: { zh: "", en: "" }, image: "" },
      as(tokens.editor),
    );
    expect(update.json.code).toBe("000002");
    expect((await t.call(P.columnByCode, { columnCode: "about" })).json.code).toBe("000000");
  });
});

describe("column items", () => {
  it("lists a column's items in order, with every column code to choose from", async () => {
    const page = (await t.call(P.adminColumnItemList, { columnCode: "faq", pageSize: 100 }, as(tokens.editor))).json.data;
    // The demo's testing questions (decision 206).
    expect(page.total).toBe(5);
    expect(page.columnCodes).toEqual(
      expect.arrayContaining([
        "advantage",
        "application",
        "companyFaq",
        "detectionStep",
        "faq",
        "productAdvantage",
        "productFaq",
        "strength",
        "testingItem",
      ]),
    );
    const sorts = page.list.map((i: AdminColumnItem) => i.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const pub = (await t.call(P.dataList, { columnCode: "faq" })).json.data;
    expect(page.list.map((i: AdminColumnItem) => i.id)).toEqual(pub.map((i: { id: number }) => i.id));
  });

  it("create, update and delete show on the next data/list and data/pageList read; rich text is sanitized; each is audited", async () => {
    await publicRead(P.dataList, { columnCode: "advantage" });
    expect((await publicRead(P.dataList, { columnCode: "advantage" })).state).toBe("hit");
    const created = await t.call(
      P.adminColumnItemCreate,
      item({ content: { zh: '<p onclick="x()">正文<script>alert(1)</script></p>', en: "<p>Body</p>" } }),
      as(tokens.editor),
    );
    expect(created.json.code).toBe("000000");
    const c = created.json.data as AdminColumnItem;
    expect(c).toMatchObject({ columnCode: "advantage", version: 1, content: { zh: "<p>正文</p>", en: "<p>Body</p>" } });
    const listed = await publicRead(P.dataList, { columnCode: "advantage" });
    expect(listed.state).toBe("miss");
    expect(listed.json.data.at(-1)).toMatchObject({ id: c.id, title: "新优势", titleEn: "New advantage", content: "<p>正文</p>" });

    const updated = await t.call(
      P.adminColumnItemUpdate,
      { ...item({ title: { zh: "改过的优势", en: "Changed advantage" } }), id: c.id, version: 1 },
      as(tokens.editor),
    );
    expect(updated.json.data).toMatchObject({ version: 2, title: { zh: "改过的优势", en: "Changed advantage" } });
    const paged = (await publicRead(P.dataPageList, { columnCode: "advantage", pageNum: 1, pageSize: 50 }, "en-US")).json.data;
    expect(paged.list.find((i: { id: number }) => i.id === c.id)).toMatchObject({ titleEn: "Changed advantage" });

    expect((await t.call(P.adminColumnItemDelete, { id: c.id, version: 2 }, as(tokens.editor))).json.code).toBe("000000");
    expect((await publicRead(P.dataList, { columnCode: "advantage" })).json.data.map((i: { id: number }) => i.id)).not.toContain(c.id);
    expect((await auditRows("columnItem")).slice(-3).map((a) => [a.action, a.entityId])).toEqual([
      ["create", String(c.id)],
      ["edit", String(c.id)],
      ["delete", String(c.id)],
    ]);
  });

  it("refuses a stale update or delete (000006) and invalid input with translated messages, writing nothing", async () => {
    const c = (await t.call(P.adminColumnItemCreate, item({ columnCode: "application" }), as(tokens.editor))).json.data as AdminColumnItem;
    await t.call(P.adminColumnItemUpdate, { ...item({ columnCode: "application" }), id: c.id, version: 1 }, as(tokens.admin));
    const before = await storedState(t);
    const stale = await t.call(
      P.adminColumnItemUpdate,
      { ...item({ columnCode: "application" }), id: c.id, version: 1 },
      as(tokens.editor),
    );
    expect(stale.json).toMatchObject({
      code: "000006",
      message: "Someone else saved this after you opened it. Reload to see their changes, then edit again.",
    });
    expect((await t.call(P.adminColumnItemDelete, { id: c.id, version: 1 }, as(tokens.editor))).json.code).toBe("000006");
    const bad = await t.call(
      P.adminColumnItemCreate,
      item({ columnCode: "../faq", title: { zh: "", en: "" }, link: "javascript:alert(1)", sort: -1 }),
      as(tokens.editor, "zh-CN"),
    );
    expect(bad.json.code).toBe("000001");
    expect(bad.json.data.issues).toEqual(
      expect.arrayContaining([
        { path: "columnCode", message: "只能使用字母、数字、- 和 _，并以字母开头" },
        { path: "title.zh", message: "必填" },
        { path: "link", message: "请填写以 / 或 https:// 开头的地址" },
        { path: "sort", message: "请填写 0 到 9999 的整数" },
      ]),
    );
    expect(await storedState(t)).toEqual(before);
  });

  it("reorders a column: the public list follows; a stale or incomplete order is refused, writing nothing", async () => {
    const read = async () =>
      (await t.call(P.adminColumnItemList, { columnCode: "detectionStep", pageSize: 100 }, as(tokens.editor))).json.data
        .list as AdminColumnItem[];
    const items = await read();
    expect(items).toHaveLength(5);
    const reversed = [...items].reverse().map((i) => ({ id: i.id, version: i.version }));
    const done = await t.call(P.adminColumnItemReorder, { columnCode: "detectionStep", items: reversed }, as(tokens.editor));
    expect(done.json.code).toBe("000000");
    expect(done.json.data.map((i: AdminColumnItem) => i.id)).toEqual(reversed.map((i) => i.id));
    expect(done.json.data.map((i: AdminColumnItem) => i.sort)).toEqual([10, 20, 30, 40, 50]);
    const pub = (await publicRead(P.dataList, { columnCode: "detectionStep" })).json.data;
    expect(pub.map((i: { id: number }) => i.id)).toEqual(reversed.map((i) => i.id));
    expect((await auditRows("columnItem")).at(-1)).toMatchObject({ action: "edit", entityId: "detectionStep" });

    const before = await storedState(t);
    // The versions read before the reorder are stale now.
    const stale = await t.call(P.adminColumnItemReorder, { columnCode: "detectionStep", items: reversed }, as(tokens.editor));
    expect(stale.json.code).toBe("000006");
    const fresh = (await read()).map((i) => ({ id: i.id, version: i.version }));
    const missing = await t.call(P.adminColumnItemReorder, { columnCode: "detectionStep", items: fresh.slice(1) }, as(tokens.editor));
    expect(missing.json.code).toBe("000006");
    const faqId = (await t.call(P.dataList, { columnCode: "faq" })).json.data[0].id;
    const foreign = await t.call(
      P.adminColumnItemReorder,
      { columnCode: "detectionStep", items: [...fresh.slice(1), { id: faqId, version: 1 }] },
      as(tokens.editor),
    );
    expect(foreign.json.code).toBe("000006");
    const twice = await t.call(
      P.adminColumnItemReorder,
      { columnCode: "detectionStep", items: [...fresh.slice(1), fresh[1]] },
      as(tokens.editor),
    );
    expect(twice.json.code).toBe("000006");
    expect(await storedState(t)).toEqual(before);
    expect((await read()).map((i) => i.id)).toEqual(reversed.map((i) => i.id));
  });

  it("refuses lab staff and customers (000003) on every column call, writing nothing", async () => {
    const paths = [
      P.adminColumnList,
      P.adminColumnGet,
      P.adminColumnUpdate,
      P.adminColumnItemList,
      P.adminColumnItemGet,
      P.adminColumnItemCreate,
      P.adminColumnItemUpdate,
      P.adminColumnItemDelete,
      P.adminColumnItemReorder,
    ];
    const before = await storedState(t);
    for (const path of paths) {
      for (const role of ["lab", "customer"] as const) {
        expect([path, role, (await t.call(path, item(), as(tokens[role]))).json.code]).toEqual([path, role, "000003"]);
      }
      expect([path, (await t.call(path, item())).json.code]).toEqual([path, "000004"]);
    }
    expect(await storedState(t)).toEqual(before);
  });
});
