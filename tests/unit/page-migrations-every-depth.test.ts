import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blockRegistry, blocksByType } from "../../blocks/index";
import { type Block, CURRENT_PAGE_SCHEMA_VERSION, type PageDocument, SECTION_REF_TYPE } from "../../schemas/page";
import {
  MIGRATION_MARK,
  migrateBlocks,
  migratePageDocument,
  migratePageDocumentReporting,
  migrationMarkOf,
  PAGE_MIGRATIONS,
  type PageMigration,
} from "../../schemas/page-migrations";
import { slotNames } from "../../src/blocks/block-tree";
import { clearRepairedMarks, validateBlocks } from "../../src/blocks/validate-blocks";
import { checkPageDocument } from "../../src/blocks/validate-document";
import type { EveryBlockFixture } from "../support/every-block-document";
import { everyBlockFixture } from "../support/every-block-document";

/**
 * Migrations reach every place a block lives (decision 140): top level, every slot of every layout,
 * reusable sections. `page-documents/every-block-vN.json` freeze a page holding every block type at
 * every depth as version N stored it; `npm run blocks:fixture` adds a new block type to the newest one.
 */
const dir = path.resolve(import.meta.dirname, "page-documents");
const frozenVersions = fs
  .readdirSync(dir)
  .map((f) => /^every-block-v(\d+)\.json$/.exec(f)?.[1])
  .filter((v): v is string => v !== undefined)
  .map(Number)
  .sort((a, b) => a - b);
const frozen = (v: number): EveryBlockFixture => JSON.parse(fs.readFileSync(path.join(dir, `every-block-v${v}.json`), "utf8"));

/** Every block of a tree with where it sits ("top", "twoColumns.left", …), found by the registry's slots. */
function placed(blocks: Block[], where = "top"): Array<{ id: string; type: string; where: string }> {
  return blocks.flatMap((b) => [
    { id: b.id, type: b.type, where },
    ...slotNames(blocksByType.get(b.type)).flatMap((slot) => placed((b.props[slot] ?? []) as Block[], `${b.type}.${slot}`)),
  ]);
}

const t = (key: string) => key;

describe("every block type at every depth", () => {
  it("has a frozen fixture for every version before the current one", () => {
    expect(frozenVersions).toEqual(Array.from({ length: CURRENT_PAGE_SCHEMA_VERSION - 1 }, (_, i) => i + 1));
  });

  it("the newest frozen fixture holds every registered block type at the top, in each layout slot and in a section", () => {
    const fixture = frozen(Math.max(...frozenVersions));
    const where = placed(fixture.document.blocks);
    const places = ["top", ...blockRegistry.flatMap((r) => slotNames(r).map((slot) => `${r.type}.${slot}`))];
    const missing = blockRegistry.flatMap((r) => [
      ...places.filter((p) => !where.some((w) => w.type === r.type && w.where === p)).map((p) => `${r.type} at ${p}`),
      ...(fixture.sections.some((s) => s.block.type === r.type) ? [] : [`${r.type} in a section`]),
    ]);
    expect(missing, "run `npm run blocks:fixture` to add new block types to the frozen fixture").toEqual([]);
  });

  it.each(frozenVersions)("version %i comes up whole: every block kept in its place, and every one passes its registration", (v) => {
    const fixture = frozen(v);
    const { doc, failures } = migratePageDocumentReporting(fixture.document);
    expect(failures).toEqual([]);
    expect(doc.schemaVersion).toBe(CURRENT_PAGE_SCHEMA_VERSION);
    expect(placed(doc.blocks)).toEqual(placed(fixture.document.blocks));
    const { problems } = validateBlocks(doc.blocks.filter((b) => b.type !== SECTION_REF_TYPE));
    expect(problems.filter((p) => p.type !== SECTION_REF_TYPE)).toEqual([]);
    expect(checkPageDocument(doc, { t, sectionIds: new Set(fixture.sections.map((s) => s.id)) })).toEqual([]);
    for (const section of fixture.sections) {
      const up = migrateBlocks([section.block], section.schemaVersion);
      expect(up.failures, section.block.type).toEqual([]);
      expect(placed(up.blocks)).toEqual(placed([section.block]));
      expect(validateBlocks(up.blocks).problems, `section ${section.block.type}`).toEqual([]);
    }
  });

  it("a migration runs on each block of its types wherever it lives: top level, every slot at any depth, sections", () => {
    const fixture = everyBlockFixture(CURRENT_PAGE_SCHEMA_VERSION);
    const seen: string[] = [];
    const probe: PageMigration = {
      toVersion: CURRENT_PAGE_SCHEMA_VERSION + 1,
      description: "probe",
      blocks: Object.fromEntries(
        blockRegistry.map((r) => [
          r.type,
          (props: Record<string, unknown>) => {
            seen.push(r.type);
            return { ...props, probed: true };
          },
        ]),
      ),
    };
    const target = CURRENT_PAGE_SCHEMA_VERSION + 1;
    const doc = migratePageDocument(fixture.document, [...PAGE_MIGRATIONS, probe], target);
    const sections = fixture.sections.map(
      (s) => migrateBlocks([s.block], s.schemaVersion, [...PAGE_MIGRATIONS, probe], target).blocks[0] as Block,
    );
    const all = placed([...doc.blocks, ...sections]).filter((b) => b.type !== SECTION_REF_TYPE);
    expect(seen.length).toBe(all.length);
    const unprobed: string[] = [];
    const walk = (blocks: Block[]) => {
      for (const b of blocks) {
        if (b.type !== SECTION_REF_TYPE && b.props.probed !== true) unprobed.push(b.id);
        for (const slot of slotNames(blocksByType.get(b.type))) walk((b.props[slot] ?? []) as Block[]);
      }
    };
    walk([...doc.blocks, ...sections]);
    expect(unprobed).toEqual([]);
  });

  it("v2 reaches the key figures in layouts and sections, not only at the top", () => {
    const fixture = frozen(1);
    const doc = migratePageDocument(fixture.document);
    const keyFigures = placed(doc.blocks).filter((b) => b.type === "keyFigures");
    expect(keyFigures.map((b) => b.where).sort()).toEqual([
      "threeColumns.first",
      "threeColumns.second",
      "threeColumns.third",
      "top",
      "twoColumns.left",
      "twoColumns.right",
    ]);
    const find = (blocks: Block[], id: string): Block | undefined => {
      for (const b of blocks) {
        if (b.id === id) return b;
        for (const slot of slotNames(blocksByType.get(b.type))) {
          const hit = find((b.props[slot] ?? []) as Block[], id);
          if (hit) return hit;
        }
      }
      return undefined;
    };
    for (const { id } of keyFigures)
      for (const item of (find(doc.blocks, id) as Block).props.items as Array<{ value: unknown }>)
        expect(item.value, id).toMatchObject({ zh: expect.any(String), en: expect.any(String) });
    const section = fixture.sections.find((s) => s.block.type === "keyFigures") as EveryBlockFixture["sections"][number];
    const up = migrateBlocks([section.block], section.schemaVersion).blocks[0] as Block;
    expect((up.props.items as Array<{ value: unknown }>)[0]?.value).toMatchObject({ zh: expect.any(String) });
  });
});

describe("a block a migration fails on", () => {
  const page = (blocks: Block[]): PageDocument => ({
    schemaVersion: 1,
    slug: "x",
    title: { zh: "x", en: "" },
    seo: { description: { zh: "", en: "" }, keywords: { zh: "", en: "" } },
    blocks,
  });
  const figures = (id: string): Block => ({ id, type: "keyFigures", props: { heading: { zh: "", en: "" }, items: "broken" } });
  const nested: Block = {
    id: "layout",
    type: "twoColumns",
    props: { heading: { zh: "", en: "" }, ratio: "1-1", left: [figures("inner")], right: [] },
  };
  const failing: PageMigration = {
    toVersion: 2,
    description: "throws on a list that is not a list",
    blocks: {
      keyFigures: (p) => {
        if (!Array.isArray(p.items)) throw new Error("items is not a list");
        return p;
      },
    },
  };

  it("is kept as stored, marked with its version and the error, and reported (nothing dropped)", () => {
    const { doc, failures } = migratePageDocumentReporting(page([figures("top"), nested]), [failing], 2);
    expect(failures).toEqual([
      { blockId: "top", type: "keyFigures", atVersion: 1, failedAt: 2, error: "items is not a list" },
      { blockId: "inner", type: "keyFigures", atVersion: 1, failedAt: 2, error: "items is not a list" },
    ]);
    expect(doc.schemaVersion).toBe(2);
    expect(doc.blocks[0]?.props).toMatchObject({ items: "broken", [MIGRATION_MARK]: { atVersion: 1, failedAt: 2 } });
    const inner = ((doc.blocks[1] as Block).props.left as Block[])[0] as Block;
    expect(inner.id).toBe("inner");
    expect(migrationMarkOf(inner)).toMatchObject({ atVersion: 1 });
  });

  it("is hidden from visitors (the layout around it stays) and shown to editors as needing attention", () => {
    const { doc } = migratePageDocumentReporting(page([figures("top"), nested]), [failing], 2);
    const { valid, problems } = validateBlocks(doc.blocks);
    expect(valid.map((b) => b.id)).toEqual(["layout"]);
    expect(valid[0]?.props.left).toEqual([]);
    expect(problems.map((p) => [p.blockId, p.reason])).toEqual([
      ["top", "needsMigration"],
      ["inner", "needsMigration"],
    ]);
    const editor = checkPageDocument({ ...doc, schemaVersion: CURRENT_PAGE_SCHEMA_VERSION }, { t });
    expect(editor.filter((p) => p.message === "editor:problems.needsMigration").map((p) => p.blockId)).toEqual(["top", "inner"]);
  });

  it("is tried again from its own version once the migration is fixed, and loses its mark", () => {
    const { doc } = migratePageDocumentReporting(page([nested]), [failing], 2);
    const fixed: PageMigration = { ...failing, blocks: { keyFigures: (p) => ({ ...p, items: [] }) } };
    const again = migratePageDocumentReporting(doc, [fixed], 2);
    expect(again.failures).toEqual([]);
    const inner = ((again.doc.blocks[0] as Block).props.left as Block[])[0] as Block;
    expect(inner.props).toEqual({ heading: { zh: "", en: "" }, items: [] });
  });

  it("loses its mark when an editor has fixed its props by hand", () => {
    const { doc } = migratePageDocumentReporting(page([nested]), [failing], 2);
    const inner = ((doc.blocks[0] as Block).props.left as Block[])[0] as Block;
    expect(clearRepairedMarks(doc.blocks)).toEqual(doc.blocks);
    inner.props.items = structuredClone((blocksByType.get("keyFigures") as { defaults: Record<string, unknown> }).defaults.items);
    const cleared = clearRepairedMarks(doc.blocks);
    expect(migrationMarkOf(((cleared[0] as Block).props.left as Block[])[0] as Block)).toBeNull();
  });
});
