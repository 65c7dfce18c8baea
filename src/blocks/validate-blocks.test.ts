import { describe, expect, it } from "vitest";
import { blockRegistry, blocksByType } from "../../blocks/index";
import { migratePageDocument } from "../../schemas/page-migrations";
import { validateBlocks } from "./validate-blocks";

describe("block registry", () => {
  it("has unique types and every registration's defaults validate", () => {
    expect(blocksByType.size).toBe(blockRegistry.length);
    for (const r of blockRegistry) expect(r.schema.safeParse(r.defaults).success, r.type).toBe(true);
  });

  it("describes every prop of the defaults to the editor, in both languages", () => {
    for (const r of blockRegistry) {
      for (const key of Object.keys(r.defaults as object)) {
        expect(r.fields[key], `${r.type}.${key}`).toBeDefined();
        expect(r.fields[key]?.label.zh && r.fields[key]?.label.en, `${r.type}.${key}`).toBeTruthy();
      }
    }
  });
});

describe("validateBlocks", () => {
  it("keeps valid blocks and reports unknown types and invalid props, naming the block and field", () => {
    const good = { id: "a", type: "callToAction", props: blocksByType.get("callToAction")?.defaults as Record<string, unknown> };
    const { valid, problems } = validateBlocks([
      good,
      { id: "b", type: "noSuchBlock", props: {} },
      { id: "c", type: "callToAction", props: { ...good.props, tone: "neon" } },
    ]);
    expect(valid.map((b) => b.id)).toEqual(["a"]);
    expect(problems).toEqual([
      expect.objectContaining({ blockId: "b", reason: "unknownType" }),
      expect.objectContaining({ blockId: "c", reason: "invalidProps", issues: [expect.objectContaining({ path: "tone" })] }),
    ]);
  });
});

describe("page document migrations", () => {
  it("apply in order, only above the stored version and up to the target", () => {
    const doc = {
      schemaVersion: 1,
      slug: "x",
      title: { zh: "标题", en: "" },
      seo: { description: { zh: "", en: "" }, keywords: { zh: "", en: "" } },
      blocks: [{ id: "a", type: "old", props: { label: "hi" } }],
    };
    const rename = (suffix: string) => ({ old: (p: Record<string, unknown>) => ({ ...p, label: `${p.label}${suffix}` }) });
    const migrations = [
      { toVersion: 3, description: "c", blocks: { ...rename("3"), old2: () => ({}) } },
      { toVersion: 2, description: "b", blocks: rename("2") },
    ];
    expect(migratePageDocument(doc, migrations, 3).blocks[0]?.props.label).toBe("hi23");
    expect(migratePageDocument(doc, migrations, 2)).toMatchObject({ schemaVersion: 2, blocks: [{ props: { label: "hi2" } }] });
    expect(migratePageDocument({ ...doc, schemaVersion: 3 }, migrations, 3).blocks[0]?.props.label).toBe("hi");
  });
});
