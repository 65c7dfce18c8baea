import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../schemas/account";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schemas/page";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { createSession } from "../../server/auth/sessions";
import { readRevisions } from "../../server/content/content-revision";
import { pageScheduleRunner } from "../../server/jobs/page-schedule-runner";
import { createLogger } from "../../server/logger";
import { localDateTime } from "../../server/services/page-schedule";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
const tokens: Partial<Record<Role, string>> = {};
const as = (role: Role, lang = "en-US") => ({ headers: { accessToken: tokens[role] as string, lang } });

/** A staff session without scrypt: these tests are about pages, not passwords. */
async function sessionFor(role: Role, nickname: string): Promise<string> {
  const db = t.portal.database.db;
  const now = new Date().toISOString();
  const row = await db
    .insertInto("userAccount")
    .values({
      account: `${role}@pages.example`,
      passwordHash: "never-used",
      nickname,
      company: "",
      contactPhone: "",
      role,
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Staff sessions as they are after the login's second step (decision 051); the login itself is tested elsewhere.
  return createSession(db, Number(row.id), Date.now(), { secondFactor: role !== "customer" });
}

const cta = (id: string, zh: string, en = "") => ({
  id,
  type: "callToAction",
  props: { title: { zh, en }, text: { zh: "", en: "" }, buttonLabel: { zh: "去", en: "Go" }, link: "/contact/", tone: "light" },
});

async function editorPage(slug: string, role: Role = "editor") {
  const r = await t.call(P.adminPageGet, { slug }, as(role));
  expect(r.json.code, r.json.message).toBe("000000");
  return r.json.data;
}

async function save(slug: string, revision: number, document: unknown, role: Role = "editor", lang = "en-US") {
  return t.call(P.adminPageSaveDraft, { slug, revision, document }, as(role, lang));
}

const live = async (slug: string) => (await t.call(P.pageBySlug, { slug })).json.data;
const auditOf = (entity: string, id: string) =>
  t.portal.database.db
    .selectFrom("auditLog")
    .select(["action", "actorId", "summary"])
    .where("entity", "=", entity)
    .where("entityId", "=", id)
    .orderBy("id")
    .execute();

beforeAll(async () => {
  t = await startTestPortal();
  tokens.editor = await sessionFor("editor", "Eddie");
  tokens.admin = await sessionFor("admin", "Ada");
  tokens.lab = await sessionFor("lab", "Lab");
  tokens.customer = await sessionFor("customer", "Cust");
});
afterAll(() => t.close());

describe("who may use the page editor", () => {
  it("editors and admins; lab staff and customers are forbidden and visitors asked to log in, nothing written", async () => {
    expect((await t.call(P.adminPageList, {}, as("editor"))).json.data.total).toBe(8);
    expect((await t.call(P.adminSectionList, {}, as("admin"))).json.code).toBe("000000");
    const before = t.snapshot();
    const bodies: Array<[string, Record<string, unknown>]> = [
      [P.adminPageList, {}],
      [P.adminPageGet, { slug: "index" }],
      [P.adminPageCreate, { slug: "offer", title: { zh: "优惠", en: "" } }],
      [P.adminPageSaveDraft, { slug: "index", revision: 1, document: {} }],
      [P.adminPagePublish, { slug: "index", revision: 1 }],
      [P.adminPageVersions, { slug: "index" }],
      [P.adminPageVersion, { slug: "index", version: 1 }],
      [P.adminPageRestore, { slug: "index", version: 1, revision: 1 }],
      [P.adminPageSchedule, { slug: "index", revision: 1, at: null }],
      [P.adminPageDelete, { slug: "index" }],
      [P.adminSectionList, {}],
      [P.adminSectionGet, { id: 1 }],
      [P.adminSectionCreate, { name: "x", block: cta("x", "x") }],
      [P.adminSectionSave, { id: 1, revision: 1, name: "x", block: cta("x", "x") }],
      [P.adminSectionDelete, { id: 1 }],
      [P.adminSectionPublish, { id: 1, revision: 1 }],
      [P.adminSectionVersions, { id: 1 }],
      [P.adminSectionVersion, { id: 1, version: 1 }],
      [P.adminSectionRestore, { id: 1, version: 1, revision: 1 }],
    ];
    for (const [path, body] of bodies) {
      for (const role of ["lab", "customer"] as const)
        expect([path, role, (await t.call(path, body, as(role))).json.code]).toEqual([path, role, "000003"]);
      expect([path, (await t.call(path, body)).json.code]).toEqual([path, "000004"]);
    }
    expect(t.snapshot()).toEqual(before);
  });
});

describe("drafts", () => {
  it("refuse bad bodies, a document of another page and one newer than the code, writing nothing", async () => {
    const page = await editorPage("about");
    const before = t.snapshot();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ slug: "about", revision: page.revision, document: { ...page.document, blocks: "none" } }, "document.blocks"],
      [{ slug: "about", revision: -1, document: page.document }, "revision"],
      [{ slug: "../x", revision: page.revision, document: page.document }, "slug"],
      [
        { slug: "about", revision: page.revision, document: { ...page.document, blocks: [{ id: "", type: "faq", props: {} }] } },
        "document.blocks.0.id",
      ],
    ];
    for (const [body, field] of bad) {
      const r = await t.call(P.adminPageSaveDraft, body, as("editor"));
      expect([field, r.status, r.json.code]).toEqual([field, 400, "000001"]);
      expect(r.json.data.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    const other = await save("about", page.revision, { ...page.document, slug: "protein" });
    expect(other.json.code).toBe("000001");
    const newer = await save(
      "about",
      page.revision,
      { ...page.document, schemaVersion: CURRENT_PAGE_SCHEMA_VERSION + 1 },
      "editor",
      "zh-CN",
    );
    expect(newer.json).toMatchObject({ code: "000001", message: expect.stringContaining("更新版本") });
    expect(t.snapshot()).toEqual(before);
  });

  it("save invalid blocks (it is a draft) and list their problems in the request's language; an unchanged save keeps the revision", async () => {
    const page = await editorPage("contact");
    const blocks = [...page.document.blocks, cta("broken", " ")];
    const r = await save("contact", page.revision, { ...page.document, blocks }, "editor", "zh-CN");
    expect(r.json.code).toBe("000000");
    expect(r.json.data.revision).toBe(page.revision + 1);
    expect(r.json.data.problems).toEqual([{ blockId: "broken", type: "callToAction", path: "title.zh", message: "中文内容必填" }]);
    const again = await save("contact", r.json.data.revision, { ...page.document, blocks });
    expect(again.json.data.revision).toBe(page.revision + 1);
    // Put it back for the other tests.
    expect((await save("contact", again.json.data.revision, page.document)).json.code).toBe("000000");
  });

  it("keep rich text as the editor wrote it: numbers are bound to their units only when shown to visitors", async () => {
    const page = await editorPage("disclaimer");
    const body = { zh: "<p>低于 45 ℃ 干燥</p>", en: "<p>dried below 45 °C</p>" };
    const units = { id: "units", type: "richText", props: { heading: { zh: "", en: "" }, body } };
    const r = await save("disclaimer", page.revision, { ...page.document, blocks: [...page.document.blocks, units] });
    expect(r.json.code, r.json.message).toBe("000000");
    const stored = (await editorPage("disclaimer")).document.blocks.find((b: { id: string }) => b.id === "units");
    expect(stored.props.body).toEqual(body);
    expect((await save("disclaimer", r.json.data.revision, page.document)).json.code).toBe("000000");
  });

  it("a save over a newer draft is refused with 000006 and the newer revision and its author; nothing is overwritten", async () => {
    const page = await editorPage("protein");
    const mine = await save("protein", page.revision, { ...page.document, title: { zh: "产品", en: "Product by Eddie" } });
    expect(mine.json.code).toBe("000000");
    const before = t.snapshot();
    const stale = await save("protein", page.revision, { ...page.document, title: { zh: "产品", en: "Product by Ada" } }, "admin");
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: "000006", data: { revision: page.revision + 1, draftUpdatedBy: "Eddie" } });
    expect(t.snapshot()).toEqual(before);
    expect((await editorPage("protein")).document.title.en).toBe("Product by Eddie");
    expect((await t.call(P.adminPagePublish, { slug: "protein", revision: page.revision }, as("admin"))).json.code).toBe("000006");
  });
});

describe("publishing", () => {
  it("refuses an invalid page with every problem listed (block, field, why) and writes nothing", async () => {
    const page = await editorPage("testingServices");
    const first = page.document.blocks[0];
    const blocks = [
      { ...first, anchor: "same" },
      cta("bad-link", "链接坏了", "Broken link"),
      { ...cta("dup", "重复"), anchor: "same" },
      { id: "ghost", type: "noSuchBlock", props: {} },
    ];
    (blocks[1] as { props: Record<string, unknown> }).props.link = "javascript:alert(1)";
    const saved = await save("testingServices", page.revision, { ...page.document, blocks });
    expect(saved.json.data.problems).toHaveLength(3);
    const before = t.snapshot();
    const r = await t.call(P.adminPagePublish, { slug: "testingServices", revision: saved.json.data.revision }, as("editor"));
    expect(r.status).toBe(400);
    expect(r.json.code).toBe("000001");
    expect(r.json.message).toMatch(/^Not published: 3 problem/);
    expect(r.json.data.problems).toEqual([
      expect.objectContaining({ blockId: "dup", path: "anchor", message: "Another block already uses the anchor #same" }),
      expect.objectContaining({ blockId: "bad-link", path: "link" }),
      expect.objectContaining({ blockId: "ghost", path: "type", message: 'Unknown block type "noSuchBlock"' }),
    ]);
    expect(t.snapshot()).toEqual(before);
    expect((await save("testingServices", saved.json.data.revision, page.document)).json.code).toBe("000000");
  });

  it("makes the draft live at once: a new version with who and when, the page's cache tag and the audit log", async () => {
    const db = t.portal.database.db;
    const page = await editorPage("index");
    const [first, second, ...rest] = page.document.blocks;
    second.props.heading.en = "Active Lactoferrin, Straight from Milk";
    const saved = await save("index", page.revision, { ...page.document, blocks: [second, first, ...rest] });
    const tagBefore = (await readRevisions(db, ["page:index"])).get("page:index") ?? 0;
    const r = await t.call(P.adminPagePublish, { slug: "index", revision: saved.json.data.revision }, as("editor"));
    expect(r.json.data).toMatchObject({ version: 2, revision: saved.json.data.revision });
    expect((await readRevisions(db, ["page:index"])).get("page:index")).toBe(tagBefore + 1);
    const shown = await live("index");
    expect(shown.version).toBe(2);
    expect(shown.document.blocks.slice(0, 2).map((b: { id: string }) => b.id)).toEqual(["introduce", "banner"]);
    expect(shown.document.blocks[0].props.heading.en).toBe("Active Lactoferrin, Straight from Milk");
    const versions = (await t.call(P.adminPageVersions, { slug: "index" }, as("editor"))).json.data;
    expect(
      versions.list.map((v: { version: number; publishedBy: string | null; live: boolean }) => [v.version, v.publishedBy, v.live]),
    ).toEqual([
      [2, "Eddie", true],
      [1, null, false],
    ]);
    const list = (await t.call(P.adminPageList, { keyword: "首页" }, as("editor"))).json.data.list;
    expect(list).toEqual([expect.objectContaining({ slug: "index", publishedVersion: 2, unpublishedChanges: false, publicPath: "/" })]);
    expect((await auditOf("page", "index")).map((a) => a.action)).toEqual(["edit", "publish"]);
  });

  it("restores an earlier version as the next one (previewable first); a stale revision is refused", async () => {
    const page = await editorPage("index");
    const v1 = await t.call(P.adminPageVersion, { slug: "index", version: 1 }, as("editor"));
    expect(v1.json.data.blocks[0].id).toBe("banner");
    expect((await t.call(P.adminPageRestore, { slug: "index", version: 1, revision: page.revision - 1 }, as("editor"))).json.code).toBe(
      "000006",
    );
    expect((await t.call(P.adminPageRestore, { slug: "index", version: 9, revision: page.revision }, as("editor"))).json.code).toBe(
      "000002",
    );
    const r = await t.call(P.adminPageRestore, { slug: "index", version: 1, revision: page.revision }, as("admin"));
    expect(r.json.data).toMatchObject({ version: 3, revision: page.revision + 1 });
    expect((await live("index")).document.blocks.slice(0, 2).map((b: { id: string }) => b.id)).toEqual(["banner", "introduce"]);
    expect((await editorPage("index")).document.blocks[0].id).toBe("banner");
    expect((await auditOf("page", "index")).at(-1)).toMatchObject({ action: "restore", summary: JSON.stringify({ from: 1, version: 3 }) });
  });
});

describe("scheduled publishing", () => {
  it("goes live when due, once, by whichever runner claims it; survives a new runner (restart); shown in the list", async () => {
    const db = t.portal.database.db;
    const page = await editorPage("about");
    const saved = await save("about", page.revision, { ...page.document, title: { zh: "关于", en: "About (scheduled)" } });
    const revision = saved.json.data.revision;
    const past = await t.call(P.adminPageSchedule, { slug: "about", revision, at: "2001-01-01T08:00" }, as("editor"));
    expect(past.json.code).toBe("000001");
    const when = new Date(Date.now() + 3_600_000);
    const at = localDateTime(when);
    const scheduled = await t.call(P.adminPageSchedule, { slug: "about", revision, at }, as("editor"));
    expect(scheduled.json.data).toMatchObject({ scheduledAtLocal: at, serverTimeZone: { name: expect.any(String) } });
    const listed = (await t.call(P.adminPageList, { sort: "scheduled" }, as("editor"))).json.data.list[0];
    expect(listed).toMatchObject({ slug: "about", scheduledAtLocal: at });

    // Editing on after scheduling stays a draft: the schedule publishes what was scheduled.
    await save("about", revision, { ...page.document, title: { zh: "关于", en: "About (later edit)" } });
    const before = (await live("about")).version;
    expect(await t.portal.pageSchedules.runOnce(new Date(when.getTime() - 60_000))).toEqual({ published: 0, failed: 0, refused: [] });
    // A "restarted" process: a new runner knows only what the database holds. Two at once publish it once.
    const restarted = pageScheduleRunner({ db, logger: createLogger("silent") });
    const results = await Promise.all([restarted.runOnce(when), t.portal.pageSchedules.runOnce(when)]);
    expect(results.reduce((n, r) => n + r.published, 0)).toBe(1);
    const shown = await live("about");
    expect(shown.version).toBe(before + 1);
    expect(shown.document.title.en).toBe("About (scheduled)");
    expect((await editorPage("about")).document.title.en).toBe("About (later edit)");
    expect(
      (await t.call(P.adminPageList, {}, as("editor"))).json.data.list.find((p: { slug: string }) => p.slug === "about").scheduledAt,
    ).toBeNull();
    expect((await auditOf("page", "about")).map((a) => a.action)).toEqual(["edit", "schedule", "edit", "publish"]);
  });

  it("a scheduled document that no longer passes the checks fails with its problems shown to the editor", async () => {
    const db = t.portal.database.db;
    const page = await editorPage("privacy");
    const when = new Date(Date.now() + 7_200_000);
    await t.call(P.adminPageSchedule, { slug: "privacy", revision: page.revision, at: localDateTime(when) }, as("editor"));
    // As if a deployment changed the policy block's props after the page was scheduled.
    const bad = { ...page.document, blocks: [{ id: "policy", type: "policy", props: { code: "" } }] };
    await db
      .updateTable("pageSchedule")
      .set({ document: JSON.stringify(bad) })
      .where("pageSlug", "=", "privacy")
      .execute();
    const before = (await live("privacy")).version;
    expect(await t.portal.pageSchedules.runOnce(when)).toEqual({ published: 0, failed: 1, refused: [] });
    expect((await live("privacy")).version).toBe(before);
    const failure = (await t.call(P.adminPageGet, { slug: "privacy" }, as("editor", "zh-CN"))).json.data.scheduleFailure;
    expect(failure.problems).toEqual([expect.objectContaining({ blockId: "policy", path: "code" })]);
  });
});

describe("reusable sections", () => {
  it("are saved once, placed on pages, and a published edit updates every page that shows it; a draft changes nothing live", async () => {
    const db = t.portal.database.db;
    const invalid = await t.call(P.adminSectionCreate, { name: "CTA", block: cta("x", "") }, as("editor"));
    expect(invalid.json.code).toBe("000001");
    const created = await t.call(
      P.adminSectionCreate,
      { name: "Contact CTA", block: { ...cta("x", "联系我们", "Contact us"), anchor: "gone" } },
      as("editor"),
    );
    // A new section is published as its version 1: no live page places it yet.
    expect(created.json.data).toMatchObject({
      name: "Contact CTA",
      type: "callToAction",
      revision: 1,
      usedBy: [],
      liveVersion: 1,
      unpublishedChanges: false,
      problems: [],
    });
    expect(created.json.data.block.anchor).toBeUndefined();
    const id = created.json.data.id;

    for (const slug of ["contact", "disclaimer"]) {
      const page = await editorPage(slug);
      const blocks = [...page.document.blocks, { id: "shared-cta", type: "sectionRef", anchor: "cta", props: { sectionId: id } }];
      const saved = await save(slug, page.revision, { ...page.document, blocks });
      expect(saved.json.data.problems).toEqual([]);
      expect((await t.call(P.adminPagePublish, { slug, revision: saved.json.data.revision }, as("editor"))).json.code).toBe("000000");
      const last = (await live(slug)).document.blocks.at(-1);
      expect(last).toMatchObject({ id: "shared-cta", type: "callToAction", anchor: "cta", props: { title: { en: "Contact us" } } });
    }
    expect((await t.call(P.adminSectionGet, { id }, as("editor"))).json.data.usedBy).toEqual(["contact", "disclaimer"]);

    const tags = ["page:contact", "page:disclaimer", "page:about"];
    const before = await readRevisions(db, tags);
    const drafted = await t.call(
      P.adminSectionSave,
      { id, revision: 1, name: "Contact CTA", block: cta("x", "联系我们", "Talk to us") },
      as("admin"),
    );
    expect(drafted.json.data).toMatchObject({ revision: 2, liveVersion: 1, unpublishedChanges: true });
    expect(drafted.json.data.liveBlock.props.title.en).toBe("Contact us");
    for (const slug of ["contact", "disclaimer"]) expect((await live(slug)).document.blocks.at(-1).props.title.en).toBe("Contact us");
    expect(await readRevisions(db, tags)).toEqual(before);

    const published = await t.call(P.adminSectionPublish, { id, revision: 2 }, as("editor"));
    expect(published.json.data).toMatchObject({ version: 2, revision: 2 });
    for (const slug of ["contact", "disclaimer"]) expect((await live(slug)).document.blocks.at(-1).props.title.en).toBe("Talk to us");
    const after = await readRevisions(db, tags);
    expect([after.get("page:contact"), after.get("page:disclaimer"), after.get("page:about")]).toEqual([
      (before.get("page:contact") ?? 0) + 1,
      (before.get("page:disclaimer") ?? 0) + 1,
      before.get("page:about"),
    ]);
    expect((await t.call(P.adminSectionGet, { id }, as("editor"))).json.data).toMatchObject({ liveVersion: 2, unpublishedChanges: false });

    // The pages' versions say which version of the section they showed when they were published.
    const pageVersions = (await t.call(P.adminPageVersions, { slug: "contact" }, as("editor"))).json.data.list;
    expect(pageVersions[0].sections).toEqual([{ id, name: "Contact CTA", version: 1, liveVersion: 2 }]);
    expect(pageVersions[1].sections).toEqual([]);

    const snapshot = t.snapshot();
    const stale = await t.call(P.adminSectionSave, { id, revision: 1, name: "Old", block: cta("x", "旧") }, as("editor"));
    expect(stale.json).toMatchObject({ code: "000006", data: { revision: 2, draftUpdatedBy: "Ada" } });
    expect((await t.call(P.adminSectionPublish, { id, revision: 1 }, as("editor"))).json.code).toBe("000006");
    expect((await t.call(P.adminSectionRestore, { id, version: 1, revision: 1 }, as("editor"))).json.code).toBe("000006");
    const inUse = await t.call(P.adminSectionDelete, { id }, as("editor"));
    expect(inUse.json).toMatchObject({ code: "000006", data: { usedBy: ["contact", "disclaimer"] } });
    expect(t.snapshot()).toEqual(snapshot);

    // A draft may be unfinished; publishing it is refused with its problems, and nothing live moves.
    const unfinished = await t.call(P.adminSectionSave, { id, revision: 2, name: "Contact CTA", block: cta("x", "") }, as("editor"));
    expect(unfinished.json.data.problems).toEqual([expect.objectContaining({ blockId: "x" })]);
    const refused = await t.call(P.adminSectionPublish, { id, revision: 3 }, as("editor", "zh-CN"));
    expect(refused.json.code).toBe("000001");
    expect((await live("contact")).document.blocks.at(-1).props.title.en).toBe("Talk to us");

    const versions = (await t.call(P.adminSectionVersions, { id }, as("editor"))).json.data;
    expect(versions.list.map((v: { version: number; live: boolean }) => [v.version, v.live])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await t.call(P.adminSectionVersion, { id, version: 1 }, as("editor"))).json.data.block.props.title.en).toBe("Contact us");
    const restored = await t.call(P.adminSectionRestore, { id, version: 1, revision: 3 }, as("editor"));
    expect(restored.json.data).toMatchObject({ version: 3, revision: 4 });
    expect((await live("contact")).document.blocks.at(-1).props.title.en).toBe("Contact us");
    expect((await t.call(P.adminSectionGet, { id }, as("editor"))).json.data).toMatchObject({
      revision: 4,
      liveVersion: 3,
      unpublishedChanges: false,
    });
    expect((await auditOf("section", String(id))).map((a) => a.action)).toEqual(["create", "edit", "publish", "edit", "restore"]);
  });

  it("a page placing a section that does not exist is not published", async () => {
    const page = await editorPage("disclaimer");
    const blocks = [...page.document.blocks.slice(0, -1), { id: "shared-cta", type: "sectionRef", props: { sectionId: 999 } }];
    const saved = await save("disclaimer", page.revision, { ...page.document, blocks });
    expect(saved.json.data.problems).toEqual([expect.objectContaining({ blockId: "shared-cta", path: "sectionId" })]);
    const r = await t.call(P.adminPagePublish, { slug: "disclaimer", revision: saved.json.data.revision }, as("editor"));
    expect(r.json.code).toBe("000001");
  });
});

describe("layout blocks", () => {
  it("are checked, sanitized and published with their child blocks", async () => {
    const page = await editorPage("index");
    const columns = {
      id: "cols",
      type: "twoColumns",
      props: {
        heading: { zh: "", en: "" },
        ratio: "2-1",
        left: [
          {
            id: "left-text",
            type: "richText",
            props: { heading: { zh: "", en: "" }, body: { zh: "<p>左<script>x()</script></p>", en: "" } },
          },
        ],
        right: [cta("right-cta", "")],
      },
    };
    const saved = await save("index", page.revision, { ...page.document, blocks: [...page.document.blocks, columns] });
    expect(saved.json.data.problems).toEqual([expect.objectContaining({ blockId: "right-cta", path: "title.zh" })]);
    const refused = await t.call(P.adminPagePublish, { slug: "index", revision: saved.json.data.revision }, as("editor"));
    expect(refused.json.data.problems).toEqual([expect.objectContaining({ blockId: "right-cta" })]);
    columns.props.right = [cta("right-cta", "右")];
    const fixed = await save("index", saved.json.data.revision, { ...page.document, blocks: [...page.document.blocks, columns] });
    expect((await t.call(P.adminPagePublish, { slug: "index", revision: fixed.json.data.revision }, as("editor"))).json.code).toBe(
      "000000",
    );
    const shown = (await live("index")).document.blocks.at(-1);
    expect(shown.props.left[0].props.body.zh).toBe("<p>左</p>");
    expect(shown.props.right[0].props.title.zh).toBe("右");
  });
});

describe("creating and deleting pages", () => {
  it("creates a page at /p/{slug}, refuses a taken slug, deletes it (the site's own pages stay)", async () => {
    const created = await t.call(P.adminPageCreate, { slug: "spring-offer", title: { zh: "春季优惠", en: "" } }, as("editor"));
    expect(created.json.data).toMatchObject({
      slug: "spring-offer",
      publicPath: "/p/spring-offer",
      publishedVersion: null,
      unpublishedChanges: true,
    });
    expect((await t.call(P.adminPageCreate, { slug: "spring-offer", title: { zh: "再来", en: "" } }, as("editor"))).json.code).toBe(
      "000006",
    );
    expect((await t.call(P.adminPageCreate, { slug: "x", title: { zh: " ", en: "" } }, as("editor"))).json.code).toBe("000001");
    const before = t.snapshot();
    expect((await t.call(P.adminPageDelete, { slug: "about" }, as("admin"))).json.code).toBe("000006");
    expect(t.snapshot()).toEqual(before);
    expect((await t.call(P.adminPageDelete, { slug: "spring-offer" }, as("admin"))).json.code).toBe("000000");
    expect((await t.call(P.adminPageGet, { slug: "spring-offer" }, as("editor"))).json.code).toBe("000002");
    expect((await auditOf("page", "spring-offer")).map((a) => a.action)).toEqual(["create", "delete"]);
  });
});
