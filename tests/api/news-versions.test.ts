import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminNews, NewsInput, NewsVersionSummary } from "../../schemas/admin-content";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { as, sessionFor, storedState } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

/** The news editor's versions, restore and autosave's guard (decision 196). */
let t: TestPortal;
const tokens = { liu: "", chen: "", customer: "" };
beforeAll(async () => {
  t = await startTestPortal();
  const liu = await sessionFor(t, "editor");
  const chen = await sessionFor(t, "editor");
  tokens.liu = liu.token;
  tokens.chen = chen.token;
  tokens.customer = (await sessionFor(t, "customer")).token;
  const db = t.portal.database.db;
  await db.updateTable("userAccount").set({ nickname: "Editor Liu" }).where("id", "=", liu.id).execute();
  await db.updateTable("userAccount").set({ nickname: "Editor Chen" }).where("id", "=", chen.id).execute();
});
afterAll(() => t.close());

const news = (over: Partial<NewsInput> = {}): NewsInput => ({
  classCode: "company",
  title: { zh: "版本测试", en: "Versions test" },
  summary: { zh: "摘要", en: "Summary" },
  content: { zh: "<p>第一稿</p>", en: "<p>First draft</p>" },
  cover: "/demo/news-1.svg",
  publishTime: "2026-01-02T03:04:05.000Z",
  status: "draft",
  ...over,
});
const create = async (over: Partial<NewsInput> = {}, token = tokens.liu) => {
  const r = await t.call(P.adminNewsCreate, news(over), as(token));
  expect(r.json.code, r.json.message).toBe("000000");
  return r.json.data as AdminNews;
};
const update = (
  item: AdminNews,
  over: Partial<NewsInput> & { autosave?: boolean },
  token = tokens.liu,
  lang: "en-US" | "zh-CN" = "en-US",
) => t.call(P.adminNewsUpdate, { ...news(), ...contentOf(item), ...over, id: item.id, version: item.version }, as(token, lang));
const contentOf = (n: AdminNews): NewsInput => ({
  classCode: n.classCode,
  title: n.title,
  summary: n.summary,
  content: n.content,
  cover: n.cover,
  publishTime: n.publishTime,
  status: n.status,
});
const versions = async (id: number) =>
  (await t.call(P.adminNewsVersions, { id, pageSize: 100 }, as(tokens.liu))).json.data.list as NewsVersionSummary[];
const audit = (id: number) =>
  t.portal.database.db
    .selectFrom("auditLog")
    .select(["action", "actorId", "summary"])
    .where("entity", "=", "news")
    .where("entityId", "=", String(id))
    .orderBy("id")
    .execute();

describe("versions", () => {
  it("every save keeps a version with who and when; one editor's consecutive autosaves are one version, and one audit entry", async () => {
    let item = await create();
    expect((await versions(item.id)).map((v) => [v.number, v.savedBy, v.autosave, v.current])).toEqual([[1, "Editor Liu", false, true]]);

    const auto = async (zh: string, token = tokens.liu) => {
      const r = await update(item, { content: { zh: `<p>${zh}</p>`, en: "<p>First draft</p>" }, autosave: true }, token);
      expect(r.json.code, r.json.message).toBe("000000");
      item = r.json.data;
    };
    await auto("自动保存一");
    await auto("自动保存二");
    await auto("自动保存三");
    expect((await versions(item.id)).map((v) => [v.number, v.savedBy, v.autosave])).toEqual([
      [2, "Editor Liu", true],
      [1, "Editor Liu", false],
    ]);
    const latest = (await t.call(P.adminNewsVersion, { id: item.id, number: 2 }, as(tokens.liu))).json.data;
    expect(latest).toMatchObject({ number: 2, current: true, news: { content: { zh: "<p>自动保存三</p>" }, status: "draft" } });
    expect((await audit(item.id)).map((a) => a.action)).toEqual(["create", "edit"]);

    // Another editor's autosave starts a session of their own; so does the same editor after 15 minutes away.
    await auto("陈的修改", tokens.chen);
    expect((await versions(item.id)).map((v) => v.savedBy)).toEqual(["Editor Chen", "Editor Liu", "Editor Liu"]);
    await auto("刘回来了");
    const db = t.portal.database.db;
    await db
      .updateTable("newsVersion")
      .set({ savedAt: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where("newsId", "=", item.id)
      .where("number", "=", 4)
      .execute();
    await auto("刘一刻钟后");
    expect((await versions(item.id)).map((v) => [v.number, v.savedBy])).toEqual([
      [5, "Editor Liu"],
      [4, "Editor Liu"],
      [3, "Editor Chen"],
      [2, "Editor Liu"],
      [1, "Editor Liu"],
    ]);

    // An explicit save is always a version of its own, even right after an autosave.
    const saved = await update(item, { title: { zh: "版本测试（定稿）", en: "Versions test (final)" } });
    expect((await versions(saved.json.data.id)).map((v) => [v.number, v.autosave, v.current]).slice(0, 2)).toEqual([
      [6, false, true],
      [5, true, false],
    ]);
    // Saving what is already stored writes nothing: no version, no bump.
    const same = await update(saved.json.data, {});
    expect(same.json.data.version).toBe(saved.json.data.version);
    expect((await versions(item.id)).length).toBe(6);
  });

  it("an item written before versions were kept keeps its earlier state as version 1 on its first save", async () => {
    const seeded = (await t.call(P.adminNewsList, { pageSize: 1, sort: "publishTime", order: "asc" }, as(tokens.liu))).json.data.list[0];
    const before = (await t.call(P.adminNewsGet, { id: seeded.id }, as(tokens.liu))).json.data as AdminNews;
    expect(await versions(before.id)).toEqual([]);
    const r = await update(before, { title: { zh: `${before.title.zh}（改）`, en: before.title.en } });
    expect(r.json.code, r.json.message).toBe("000000");
    expect((await versions(before.id)).map((v) => [v.number, v.savedBy, v.savedAt === before.updatedAt])).toEqual([
      [2, "Editor Liu", false],
      [1, null, true],
    ]);
    expect((await t.call(P.adminNewsVersion, { id: before.id, number: 1 }, as(tokens.liu))).json.data.news.title).toEqual(before.title);
  });

  it("restore brings an earlier version back as a new save, keeps the status, is audited; stale, unknown or invalid restores write nothing", async () => {
    const first = await create({ title: { zh: "恢复前", en: "Before" }, status: "published" });
    const second = (await update(first, { title: { zh: "改坏了", en: "Broken" }, cover: "/demo/news-2.svg" })).json.data as AdminNews;

    const before = await storedState(t);
    const stale = await t.call(P.adminNewsRestore, { id: first.id, number: 1, version: first.version }, as(tokens.chen, "zh-CN"));
    expect(stale.json).toMatchObject({
      code: "000006",
      message: "在您打开之后，已有其他人保存了此内容。请重新加载查看其修改后再编辑。",
      data: { version: second.version, updatedAt: second.updatedAt, updatedBy: "Editor Liu" },
    });
    expect((await t.call(P.adminNewsRestore, { id: first.id, number: 9, version: second.version }, as(tokens.chen))).json.code).toBe(
      "000002",
    );
    const bad = await t.call(P.adminNewsRestore, { id: first.id, number: 0, version: second.version }, as(tokens.chen, "zh-CN"));
    expect(bad.json.code).toBe("000001");
    expect(bad.json.message).toContain("number");
    expect((await t.call(P.adminNewsRestore, { id: first.id, number: 1, version: second.version }, as(tokens.customer))).json.code).toBe(
      "000003",
    );
    expect(await storedState(t)).toEqual(before);

    const restored = await t.call(P.adminNewsRestore, { id: first.id, number: 1, version: second.version }, as(tokens.chen));
    expect(restored.json.code, restored.json.message).toBe("000000");
    expect(restored.json.data).toMatchObject({
      title: { zh: "恢复前", en: "Before" },
      cover: "/demo/news-1.svg",
      status: "published",
      version: second.version + 1,
    });
    expect((await t.call(P.newsById, { id: first.id })).json.data.title).toBe("恢复前");
    expect((await versions(first.id)).map((v) => [v.number, v.savedBy, v.current])).toEqual([
      [3, "Editor Chen", true],
      [2, "Editor Liu", false],
      [1, "Editor Liu", false],
    ]);
    const last = (await audit(first.id)).at(-1);
    expect(last?.action).toBe("restore");
    expect(JSON.parse(last?.summary ?? "{}")).toMatchObject({ from: 1, title: "恢复前" });

    // A draft restored from a published version stays a draft.
    const draft = (await update(restored.json.data, { status: "draft", title: { zh: "撤回", en: "Withdrawn" } })).json.data as AdminNews;
    const again = await t.call(P.adminNewsRestore, { id: first.id, number: 2, version: draft.version }, as(tokens.liu));
    expect(again.json.data).toMatchObject({ title: { zh: "改坏了", en: "Broken" }, status: "draft" });
  });

  it("a version whose category is gone is refused, translated, and nothing is written", async () => {
    const category = await t.call(P.adminCategoryCreate, { code: "gone-soon", name: "临时", nameEn: "Temporary", sort: 9 }, as(tokens.liu));
    const item = await create({ classCode: "gone-soon" });
    const moved = (await update(item, { classCode: "company" })).json.data as AdminNews;
    expect((await t.call(P.adminCategoryDelete, { id: category.json.data.id, version: 1 }, as(tokens.liu))).json.code).toBe("000000");
    const before = await storedState(t);
    const refused = await t.call(P.adminNewsRestore, { id: item.id, number: 1, version: moved.version }, as(tokens.liu, "zh-CN"));
    expect(refused.json).toMatchObject({ code: "000001", message: expect.stringContaining("该分类不存在") });
    expect(await storedState(t)).toEqual(before);
  });

  it("deleting an item deletes its versions", async () => {
    const item = await create();
    const saved = (await update(item, { title: { zh: "再存一次", en: "" } })).json.data as AdminNews;
    expect(await versions(item.id)).toHaveLength(2);
    expect((await t.call(P.adminNewsDelete, { id: item.id, version: saved.version }, as(tokens.liu))).json.code).toBe("000000");
    const left = await t.portal.database.db.selectFrom("newsVersion").select("id").where("newsId", "=", item.id).execute();
    expect(left).toEqual([]);
    expect((await t.call(P.adminNewsVersions, { id: item.id }, as(tokens.liu))).json.code).toBe("000002");
  });
});

describe("autosave's guard", () => {
  it("an autosave of a published item, or one that would publish a draft, is refused in the editor's language and writes nothing", async () => {
    const published = await create({ status: "published" });
    const draft = await create();
    const before = await storedState(t);
    const onPublished = await update(published, { title: { zh: "半成品", en: "Half-finished" }, autosave: true }, tokens.liu, "zh-CN");
    expect(onPublished.json).toMatchObject({
      code: "000001",
      message: "已发布的资讯需点击“保存”才会保存，不会自动保存：本次未保存任何内容。",
    });
    const publishing = await update(draft, { status: "published", autosave: true });
    expect(publishing.json).toMatchObject({
      code: "000001",
      message: "Published news is saved with Save, never automatically: nothing was saved.",
    });
    expect(await storedState(t)).toEqual(before);
    // A stale autosave is a conflict naming who saved the newer version, never an overwrite.
    const newer = (await update(draft, { title: { zh: "陈先保存", en: "" } }, tokens.chen)).json.data as AdminNews;
    const mid = await storedState(t);
    const stale = await update(draft, { title: { zh: "旧的", en: "" }, autosave: true });
    expect(stale.json).toMatchObject({ code: "000006", data: { version: newer.version, updatedBy: "Editor Chen" } });
    expect(await storedState(t)).toEqual(mid);
    expect((await t.call(P.adminNewsGet, { id: draft.id }, as(tokens.liu))).json.data.title.zh).toBe("陈先保存");
  });
});
