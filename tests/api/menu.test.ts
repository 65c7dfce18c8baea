import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminMenu, MenuEntry, SiteMenu } from "../../schemas/menu";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { as, sessionFor, storedState } from "./back-office-helpers";
import { startTestPortal, type TestPortal } from "./harness";

/** The navigation: `/api/admin/menu/{get,update}` for editors and `content/menu/get` for visitors. */
let t: TestPortal;
let editor = "";
let admin = "";
beforeAll(async () => {
  t = await startTestPortal();
  editor = (await sessionFor(t, "editor")).token;
  admin = (await sessionFor(t, "admin")).token;
});
afterAll(() => t.close());

const staffMenu = async (token = editor): Promise<AdminMenu> => {
  const res = await t.call(P.adminMenuGet, {}, as(token));
  expect(res.json.code).toBe("000000");
  return res.json.data as AdminMenu;
};
const publicMenu = async (lang: "zh-CN" | "en-US" = "zh-CN") => {
  const res = await t.post(P.menu, {}, { headers: { lang } });
  const json = await res.json();
  expect(json.code).toBe("000000");
  return { state: res.headers.get("x-read-cache"), menu: json.data as SiteMenu };
};
const update = (version: number, menu: SiteMenu, token = editor) => t.call(P.adminMenuUpdate, { version, menu }, as(token));
const entry = (id: string, zh: string, link: MenuEntry["link"], extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  label: { zh, en: "" },
  link,
  visible: true,
  newsCategories: false,
  children: [],
  ...extra,
});
async function publishedPage(slug: string, zh: string) {
  const created = await t.call(P.adminPageCreate, { slug, title: { zh, en: "" } }, as(editor));
  expect(created.json.code).toBe("000000");
  const published = await t.call(P.adminPagePublish, { slug, revision: created.json.data.revision }, as(editor));
  expect(published.json.code).toBe("000000");
}

describe("the menu before anyone saved one", () => {
  it("is spec §2's five entries for editors (version 0) and visitors, news sub-links left to the categories", async () => {
    const loaded = await staffMenu();
    expect(loaded.version).toBe(0);
    expect(loaded.menu.header.map((e) => e.label.zh)).toEqual(["关于我们", "产品介绍", "检测服务", "新闻资讯", "联系我们"]);
    expect(loaded.menu.footer.map((e) => e.label.en)).toEqual(["About us", "Products", "Testing services", "News", "Contact us"]);
    const news = loaded.menu.header.find((e) => e.id === "consult");
    expect(news).toMatchObject({ newsCategories: true, children: [] });
    expect((await publicMenu()).menu).toEqual(loaded.menu);
  });
});

describe("who may edit the menu", () => {
  it("refuses customers and lab staff (000003) and the logged-out (000004), writing nothing", async () => {
    const customer = (await sessionFor(t, "customer")).token;
    const lab = (await sessionFor(t, "lab")).token;
    const menu = (await staffMenu()).menu;
    const before = await storedState(t);
    for (const token of [customer, lab]) {
      expect((await t.call(P.adminMenuGet, {}, as(token))).json.code).toBe("000003");
      expect((await update(0, menu, token)).json.code).toBe("000003");
    }
    expect((await t.call(P.adminMenuUpdate, { version: 0, menu })).json.code).toBe("000004");
    expect(await storedState(t)).toEqual(before);
  });
});

describe("checking every link", () => {
  it("refuses bad links and labels with the field and a translated reason, storing nothing", async () => {
    const { menu, version } = await staffMenu();
    const before = await storedState(t);
    const bad: Array<[MenuEntry, string, RegExp]> = [
      [entry("x", "坏链接", { kind: "external", url: "javascript:alert(1)" }), "header.5.link.url", /https:\/\//],
      [entry("x", "坏链接", { kind: "external", url: "ftp://files.example.com/" }), "header.5.link.url", /https:\/\//],
      [entry("x", "坏链接", { kind: "external", url: "https://exa mple.com/" }), "header.5.link.url", /https:\/\//],
      [entry("x", "控制\u0007字符", { kind: "route", route: "home" }), "header.5.label.zh", /control characters/],
      [entry("x", "路由", { kind: "route", route: "admin" as "home" }), "header.5.link.route", /site's pages/],
      [entry("x", "锚点", { kind: "anchor", route: "about", anchor: "two words" }), "header.5.link.anchor", /Letters, digits/],
      [entry("x", "", { kind: "route", route: "home" }), "header.5.label.zh", /.+/],
      [entry("about", "重复", { kind: "route", route: "home" }), "header.5.id", /twice/],
      [entry("x", "页面", { kind: "page", slug: "no-such-page" }), "menu.header.5.link.slug", /no page with the address no-such-page/],
      [entry("x", "页面", { kind: "page", slug: "about" }), "menu.header.5.link.slug", /no page/],
    ];
    for (const [item, path, message] of bad) {
      const res = await update(version, { ...menu, header: [...menu.header, item] });
      expect(res.json.code, JSON.stringify(item)).toBe("000001");
      const issue = (res.json.data.issues as Array<{ path: string; message: string }>).find((i) => i.path.endsWith(path));
      expect(issue?.message, `${JSON.stringify(item)}: ${JSON.stringify(res.json.data.issues)}`).toMatch(message);
    }
    // Chinese for a Chinese editor.
    const zh = await t.call(
      P.adminMenuUpdate,
      { version, menu: { ...menu, header: [...menu.header, entry("x", "页面", { kind: "page", slug: "no-such-page" })] } },
      as(editor, "zh-CN"),
    );
    expect(zh.json.message).toContain("没有地址为 no-such-page 的自建页面");
    expect(await storedState(t)).toEqual(before);
  });
});

describe("saving the menu", () => {
  it("stores both trees, shows visitors only visible items and published pages, at once, with an audit entry", async () => {
    await publishedPage("buying-guide", "选购指南");
    await t.call(P.adminPageCreate, { slug: "draft-only", title: { zh: "草稿页", en: "" } }, as(editor));
    const loaded = await staffMenu();
    expect(loaded.pages).toEqual(
      expect.arrayContaining([
        { slug: "buying-guide", title: { zh: "选购指南", en: "" }, published: true },
        { slug: "draft-only", title: { zh: "草稿页", en: "" }, published: false },
      ]),
    );
    expect(loaded.pages.some((p) => p.slug === "about")).toBe(false);

    // Warm the read cache: the save must be visible on the very next read.
    await publicMenu("en-US");
    expect((await publicMenu("en-US")).state).toBe("hit");

    const [about, ...rest] = loaded.menu.header as [MenuEntry, ...MenuEntry[]];
    const header: MenuEntry[] = [
      { ...about, label: { zh: "关于公司", en: "Our company" } },
      ...rest,
      entry(
        "guide",
        "选购指南",
        { kind: "page", slug: "buying-guide" },
        {
          children: [
            { id: "draft", label: { zh: "草稿", en: "" }, link: { kind: "page", slug: "draft-only" }, visible: true },
            {
              id: "gov",
              label: { zh: "监管", en: "Regulator" },
              link: { kind: "external", url: "https://www.samr.gov.cn/" },
              visible: true,
            },
            { id: "secret", label: { zh: "隐藏", en: "" }, link: { kind: "route", route: "privacy" }, visible: false },
          ],
        },
      ),
    ];
    const saved = await update(0, { header, footer: loaded.menu.footer.slice(0, 2) });
    expect(saved.json.code).toBe("000000");
    expect(saved.json.data.version).toBe(1);

    const after = await publicMenu("en-US");
    expect(after.state).toBe("miss");
    expect(after.menu.header[0]?.label).toEqual({ zh: "关于公司", en: "Our company" });
    expect(after.menu.header.at(-1)).toMatchObject({ id: "guide", link: { kind: "page", slug: "buying-guide" } });
    // Hidden items and pages visitors cannot open are left out.
    expect(after.menu.header.at(-1)?.children.map((c) => c.id)).toEqual(["gov"]);
    expect(after.menu.footer).toHaveLength(2);

    const audit = await t.portal.database.db
      .selectFrom("auditLog")
      .select(["action", "actorId", "summary"])
      .where("entity", "=", "menu")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe("edit");
    expect(JSON.parse(audit[0]?.summary ?? "{}")).toMatchObject({ version: 1, headerItems: 5 + 14 + 1 + 3, footerItems: 2 + 9 });

    // Publishing the draft page makes its menu link appear on the next read; deleting a page removes it.
    const draft = (await t.call(P.adminPageGet, { slug: "draft-only" }, as(editor))).json.data;
    expect((await t.call(P.adminPagePublish, { slug: "draft-only", revision: draft.revision }, as(editor))).json.code).toBe("000000");
    expect((await publicMenu("en-US")).menu.header.at(-1)?.children.map((c) => c.id)).toEqual(["draft", "gov"]);
    expect((await t.call(P.adminPageDelete, { slug: "draft-only" }, as(admin))).json.code).toBe("000000");
    expect((await publicMenu("en-US")).menu.header.at(-1)?.children.map((c) => c.id)).toEqual(["gov"]);
  });

  it("refuses a save over a version someone else saved meanwhile (000006), writing nothing", async () => {
    const loaded = await staffMenu();
    expect(loaded.version).toBeGreaterThan(0);
    // The site's own five entries (the page the last test deleted is no longer a valid link).
    loaded.menu.header = loaded.menu.header.slice(0, 5);
    const first = await update(loaded.version, { ...loaded.menu, footer: [] }, admin);
    expect(first.json.code).toBe("000000");
    const before = await storedState(t);
    const stale = await update(loaded.version, { ...loaded.menu, header: [] });
    expect(stale.json.code).toBe("000006");
    // A second "first save" (version 0) is a conflict too, not an overwrite.
    expect((await update(0, loaded.menu)).json.code).toBe("000006");
    expect(await storedState(t)).toEqual(before);
    const now = await staffMenu();
    expect(now.menu.header).toEqual(loaded.menu.header);
    expect(now.menu.footer).toEqual([]);
  });
});
