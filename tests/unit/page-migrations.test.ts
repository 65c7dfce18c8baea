import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CURRENT_PAGE_SCHEMA_VERSION, type PageDocument, PageDocumentSchema } from "../../schemas/page";
import { migratePageDocument, PAGE_MIGRATIONS } from "../../schemas/page-migrations";
import { demoPages } from "../../server/db/seed/demo-pages";
import { validateBlocks } from "../../src/blocks/validate-blocks";

/**
 * The real migration list. `page-documents/vN.json` holds the demo pages exactly as version N stored
 * them: when CURRENT_PAGE_SCHEMA_VERSION goes up, freeze the demo pages of the old version there first.
 */
const frozenDir = path.resolve(import.meta.dirname, "page-documents");
const frozen = (version: number): PageDocument[] => JSON.parse(fs.readFileSync(path.join(frozenDir, `v${version}.json`), "utf8"));
const olderVersions = Array.from({ length: CURRENT_PAGE_SCHEMA_VERSION - 1 }, (_, i) => i + 1);

describe("page document migrations (the real list)", () => {
  it("run consecutively from version 2 up to the current version, each described", () => {
    expect(PAGE_MIGRATIONS.map((m) => m.toVersion)).toEqual(Array.from({ length: CURRENT_PAGE_SCHEMA_VERSION - 1 }, (_, i) => i + 2));
    for (const m of PAGE_MIGRATIONS) expect(m.description.trim(), `v${m.toVersion}`).not.toBe("");
  });

  it("have the demo pages of every older version frozen, stored at that version", () => {
    expect(
      fs
        .readdirSync(frozenDir)
        .filter((f) => /^v\d+\.json$/.test(f))
        .sort(),
    ).toEqual(olderVersions.map((v) => `v${v}.json`).sort());
    for (const v of olderVersions) {
      const docs = frozen(v);
      expect(docs.map((d) => d.slug).sort(), `v${v}`).toEqual(demoPages.map((d) => d.slug).sort());
      for (const d of docs) expect(d.schemaVersion, `v${v} ${d.slug}`).toBe(v);
    }
  });

  it.each(olderVersions)("bring every demo page of version %i to a current document whose every block passes its registration", (v) => {
    for (const doc of frozen(v)) {
      const migrated = migratePageDocument(doc);
      expect(migrated.schemaVersion, doc.slug).toBe(CURRENT_PAGE_SCHEMA_VERSION);
      expect(PageDocumentSchema.safeParse(migrated).success, doc.slug).toBe(true);
      expect(validateBlocks(migrated.blocks).problems, doc.slug).toEqual([]);
      expect(
        migrated.blocks.map((b) => [b.id, b.type, b.anchor]),
        doc.slug,
      ).toEqual(doc.blocks.map((b) => [b.id, b.type, b.anchor]));
    }
  });

  it("v2 turns a key figure's value into {zh, en} without changing what either language shows", () => {
    const index = frozen(1).find((d) => d.slug === "index") as PageDocument;
    const before = index.blocks.find((b) => b.type === "keyFigures")?.props.items as Array<{ value: string }>;
    const after = migratePageDocument(index).blocks.find((b) => b.type === "keyFigures")?.props.items as Array<{ value: unknown }>;
    expect(after.map((i) => i.value)).toEqual(before.map((i) => ({ zh: i.value, en: i.value })));
    // Already migrated items (or ones an editor fixed by hand) are left alone.
    const once = migratePageDocument(index);
    expect(migratePageDocument({ ...once, schemaVersion: 1 }).blocks).toEqual(once.blocks);
  });

  it("v3 gives every media-and-text block an empty picture for phones, keeping one already there", () => {
    const index = frozen(2).find((d) => d.slug === "index") as PageDocument;
    const media = migratePageDocument(index).blocks.filter((b) => b.type === "mediaText");
    expect(media.length).toBeGreaterThan(0);
    for (const b of media) expect(b.props.phoneImage).toBe("");
    const withPhone = {
      ...index,
      blocks: index.blocks.map((b) => (b.type === "mediaText" ? { ...b, props: { ...b.props, phoneImage: "/demo/banner-1.svg" } } : b)),
    };
    for (const b of migratePageDocument(withPhone).blocks.filter((x) => x.type === "mediaText"))
      expect(b.props.phoneImage).toBe("/demo/banner-1.svg");
  });

  it("leave a document from newer code as it is (the loader then renders only what validates)", () => {
    const newer = { ...(demoPages[0] as PageDocument), schemaVersion: CURRENT_PAGE_SCHEMA_VERSION + 1 };
    expect(migratePageDocument(newer)).toEqual(newer);
  });

  it("the demo pages are stored at the current version", () => {
    for (const d of demoPages) expect(d.schemaVersion, d.slug).toBe(CURRENT_PAGE_SCHEMA_VERSION);
  });
});
