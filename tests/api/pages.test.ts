import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { demoPages } from "../../server/db/seed/demo-pages";
import { seedDemoPages } from "../../server/db/seed/seed";
import { publishPage } from "../../server/services/pages";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

describe("content/page/getBySlug", () => {
  it("returns the published document of a demo page", async () => {
    const r = await t.call(P.pageBySlug, { slug: "about" });
    expect(r.status).toBe(200);
    expect(r.json.code).toBe("000000");
    expect(r.json.data).toMatchObject({
      slug: "about",
      version: 1,
      document: { slug: "about", title: { zh: "关于我们", en: "About Us" } },
    });
    expect(r.json.data.document.blocks.map((b: { anchor?: string }) => b.anchor).filter(Boolean)).toEqual([
      "introduce",
      "advantage",
      "mission",
      "problem",
    ]);
  });

  it("answers not found, translated, for a page that does not exist", async () => {
    const r = await t.call(P.pageBySlug, { slug: "no-such-page" }, { headers: { lang: "en-US" } });
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({ code: "000002", message: "The requested item does not exist" });
  });

  it("refuses a malformed slug naming the field", async () => {
    for (const slug of ["../etc/passwd", "", "x".repeat(200), 42]) {
      const r = await t.call(P.pageBySlug, { slug }, { headers: { lang: "zh-CN" } });
      expect(r.status, String(slug)).toBe(400);
      expect(r.json.code).toBe("000001");
      expect(r.json.message).toContain("slug");
    }
  });

  it("serves the newest published version; earlier versions are kept", async () => {
    const about = demoPages.find((p) => p.slug === "about");
    if (!about) throw new Error("demo about page missing");
    const version = await publishPage(t.portal.database.db, { ...about, title: { zh: "关于安乳", en: "About Anru" } }, null);
    expect(version).toBe(2);
    const r = await t.call(P.pageBySlug, { slug: "about" });
    expect(r.json.data).toMatchObject({ version: 2, document: { title: { en: "About Anru" } } });
    expect(t.snapshot().page_version).toBe(demoPages.length + 1);
  });

  it("sanitizes rich text on save: what is stored is already clean", async () => {
    await publishPage(
      t.portal.database.db,
      {
        schemaVersion: 1,
        slug: "dirty",
        title: { zh: "脏", en: "Dirty" },
        seo: { description: { zh: "", en: "" }, keywords: { zh: "", en: "" } },
        blocks: [
          {
            id: "text",
            type: "richText",
            props: {
              heading: { zh: "<b>标题</b>", en: "" },
              body: { zh: '<p onclick="x()">正文<script>alert(1)</script></p>', en: "<p>ok</p>" },
            },
          },
        ],
      },
      null,
    );
    const r = await t.call(P.pageBySlug, { slug: "dirty" });
    const props = r.json.data.document.blocks[0].props;
    expect(props.body.zh).toBe("<p>正文</p>");
    // Plain-text props are not HTML: React escapes them, so they are stored as typed.
    expect(props.heading.zh).toBe("<b>标题</b>");
  });

  it("demo pages are published once: seeding again adds nothing", async () => {
    const before = t.snapshot();
    expect(await seedDemoPages(t.portal.database.db)).toBe(false);
    expect(t.snapshot()).toEqual(before);
  });
});
