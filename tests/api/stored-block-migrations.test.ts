import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schemas/page";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { createSession } from "../../server/auth/sessions";
import { publishDueSchedules } from "../../server/services/page-schedule";
import { startTestPortal, type TestPortal } from "./harness";

/**
 * Stored documents of an older schema version come up at every depth wherever they are read
 * (decision 140): a draft's layout slots when it is published, a scheduled publication, a reusable
 * section stored at its own version. Version 1 stored a key figure's value as one string.
 */
let t: TestPortal;
let token = "";
const as = { headers: { accessToken: "", lang: "en-US" } };

const v1Figures = (id: string) => ({
  id,
  type: "keyFigures",
  props: { heading: { zh: "数据", en: "Figures" }, items: [{ value: "≥95%", label: { zh: "纯度", en: "Purity" } }] },
});
const v1Page = (slug: string, sectionId: number) => ({
  schemaVersion: 1,
  slug,
  title: { zh: "旧页面", en: "Old page" },
  seo: { description: { zh: "", en: "" }, keywords: { zh: "", en: "" } },
  blocks: [
    v1Figures(`${slug}-top`),
    {
      id: `${slug}-layout`,
      type: "twoColumns",
      props: { heading: { zh: "", en: "" }, ratio: "1-1", left: [v1Figures(`${slug}-in-left`)], right: [] },
    },
    { id: `${slug}-ref`, type: "sectionRef", props: { sectionId } },
  ],
});

/** Every key figure value of a (resolved) document, wherever it sits. */
function figureValues(blocks: Array<{ type: string; props: Record<string, unknown> }>): unknown[] {
  return blocks.flatMap((b) => [
    ...(b.type === "keyFigures" ? (b.props.items as Array<{ value: unknown }>).map((i) => i.value) : []),
    ...["left", "right"].flatMap((slot) => (Array.isArray(b.props[slot]) ? figureValues(b.props[slot] as never) : [])),
  ]);
}

let sectionId = 0;
beforeAll(async () => {
  t = await startTestPortal();
  const db = t.portal.database.db;
  const now = new Date().toISOString();
  const user = await db
    .insertInto("userAccount")
    .values({
      account: "ed@migrations.example",
      passwordHash: "never-used",
      nickname: "Ed",
      company: "",
      contactPhone: "",
      role: "editor",
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  token = await createSession(db, Number(user.id), Date.now(), { secondFactor: true });
  as.headers.accessToken = token;
  const section = await db
    .insertInto("pageSection")
    .values({
      name: "Old figures",
      block: JSON.stringify(v1Figures("s")),
      schemaVersion: 1,
      draft: JSON.stringify(v1Figures("s")),
      draftSchemaVersion: 1,
      revision: 1,
      createdAt: now,
      updatedAt: now,
      updatedBy: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  sectionId = Number(section.id);
  await db
    .insertInto("pageSectionVersion")
    .values({ sectionId, version: 1, name: "Old figures", block: JSON.stringify(v1Figures("s")), schemaVersion: 1, publishedAt: now })
    .execute();
  for (const slug of ["old-draft", "old-scheduled"])
    await db
      .insertInto("page")
      .values({ slug, draft: JSON.stringify(v1Page(slug, sectionId)), draftUpdatedAt: now, createdAt: now, draftUpdatedBy: null })
      .execute();
});
afterAll(() => t.close());

describe("stored blocks of an older version", () => {
  it("a section stored at version 1 is served to the editor at the current version", async () => {
    const r = await t.call(P.adminSectionGet, { id: sectionId }, as);
    expect(r.json.code).toBe("000000");
    expect(figureValues([r.json.data.block, r.json.data.liveBlock])).toEqual(Array(2).fill({ zh: "≥95%", en: "≥95%" }));
    expect(r.json.data).toMatchObject({ problems: [], unpublishedChanges: false, liveVersion: 1 });
    const v1 = await t.call(P.adminSectionVersion, { id: sectionId, version: 1 }, as);
    expect(figureValues([v1.json.data.block])).toEqual([{ zh: "≥95%", en: "≥95%" }]);
  });

  it("a version-1 draft with key figures at the top, in a column and in a section publishes, and visitors get all three", async () => {
    const page = (await t.call(P.adminPageGet, { slug: "old-draft" }, as)).json.data;
    expect(page.problems).toEqual([]);
    const published = await t.call(P.adminPagePublish, { slug: "old-draft", revision: page.revision }, as);
    expect(published.json.code, published.json.message).toBe("000000");
    const live = (await t.call(P.pageBySlug, { slug: "old-draft" })).json.data.document;
    expect(live.schemaVersion).toBe(CURRENT_PAGE_SCHEMA_VERSION);
    expect(live.blocks.map((b: { id: string }) => b.id)).toEqual(["old-draft-top", "old-draft-layout", "old-draft-ref"]);
    expect(figureValues(live.blocks)).toEqual(Array(3).fill({ zh: "≥95%", en: "≥95%" }));
    // Published as checked: the stored version is the upgraded document (and the draft with it, same revision).
    const after = (await t.call(P.adminPageGet, { slug: "old-draft" }, as)).json.data;
    expect(after).toMatchObject({ revision: page.revision, unpublishedChanges: false });
  });

  it("a publication scheduled at version 1 is published upgraded at every depth", async () => {
    const db = t.portal.database.db;
    // Scheduled by someone who may still publish: the runner checks the author when it runs (decision 132).
    const author = await db.selectFrom("userAccount").select("id").where("role", "in", ["editor", "admin"]).executeTakeFirstOrThrow();
    await db
      .insertInto("pageSchedule")
      .values({
        pageSlug: "old-scheduled",
        document: JSON.stringify(v1Page("old-scheduled", sectionId)),
        draftRevision: 1,
        publishAt: new Date(Date.now() - 1000).toISOString(),
        status: "pending",
        createdBy: Number(author.id),
        createdAt: new Date().toISOString(),
      })
      .execute();
    expect(await publishDueSchedules(db)).toEqual({ published: 1, failed: 0, refused: [] });
    const stored = await db.selectFrom("pageVersion").select("document").where("pageSlug", "=", "old-scheduled").executeTakeFirstOrThrow();
    const doc = JSON.parse(stored.document);
    expect(doc.schemaVersion).toBe(CURRENT_PAGE_SCHEMA_VERSION);
    expect(figureValues(doc.blocks)).toEqual(Array(2).fill({ zh: "≥95%", en: "≥95%" }));
    const live = (await t.call(P.pageBySlug, { slug: "old-scheduled" })).json.data.document;
    expect(figureValues(live.blocks)).toHaveLength(3);
  });

  it("a section saved and published again is stored at the current version, draft, live block and version", async () => {
    const current = (await t.call(P.adminSectionGet, { id: sectionId }, as)).json.data;
    const saved = await t.call(
      P.adminSectionSave,
      { id: sectionId, revision: current.revision, name: current.name, block: current.block },
      as,
    );
    expect(saved.json.code, saved.json.message).toBe("000000");
    const db = t.portal.database.db;
    const row = () => db.selectFrom("pageSection").selectAll().where("id", "=", sectionId).executeTakeFirstOrThrow();
    expect(Number((await row()).draftSchemaVersion)).toBe(CURRENT_PAGE_SCHEMA_VERSION);
    expect(figureValues([JSON.parse((await row()).draft)])).toEqual([{ zh: "≥95%", en: "≥95%" }]);
    expect(Number((await row()).schemaVersion)).toBe(1);

    const published = await t.call(P.adminSectionPublish, { id: sectionId, revision: saved.json.data.revision }, as);
    expect(published.json.code, published.json.message).toBe("000000");
    expect(Number((await row()).schemaVersion)).toBe(CURRENT_PAGE_SCHEMA_VERSION);
    expect(figureValues([JSON.parse((await row()).block)])).toEqual([{ zh: "≥95%", en: "≥95%" }]);
    const version = await db
      .selectFrom("pageSectionVersion")
      .selectAll()
      .where("sectionId", "=", sectionId)
      .where("version", "=", published.json.data.version)
      .executeTakeFirstOrThrow();
    expect(Number(version.schemaVersion)).toBe(CURRENT_PAGE_SCHEMA_VERSION);
  });

  it("restoring a version stored at version 1 publishes it upgraded", async () => {
    const current = (await t.call(P.adminSectionGet, { id: sectionId }, as)).json.data;
    const restored = await t.call(P.adminSectionRestore, { id: sectionId, version: 1, revision: current.revision }, as);
    expect(restored.json.code, restored.json.message).toBe("000000");
    const row = await t.portal.database.db.selectFrom("pageSection").selectAll().where("id", "=", sectionId).executeTakeFirstOrThrow();
    expect(Number(row.schemaVersion)).toBe(CURRENT_PAGE_SCHEMA_VERSION);
    expect(figureValues([JSON.parse(row.block), JSON.parse(row.draft)])).toEqual(Array(2).fill({ zh: "≥95%", en: "≥95%" }));
  });
});
