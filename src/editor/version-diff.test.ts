import { describe, expect, it } from "vitest";
import { type Block, CURRENT_PAGE_SCHEMA_VERSION, type PageDocument } from "../../schemas/page";
import { diffDocuments, hintAt, isSameDocument } from "./version-diff";

const text = (zh: string, en: string) => ({ zh, en });
const richText = (id: string, heading: string, body = "<p>正文</p>"): Block => ({
  id,
  type: "richText",
  props: { heading: text(heading, heading ? `${heading} (en)` : ""), body: text(body, body) },
});
const mediaText = (id: string, heading = text("图文标题", "Media heading")): Block => ({
  id,
  type: "mediaText",
  props: {
    eyebrow: text("", ""),
    heading,
    body: text("<p>图文正文</p>", "<p>Media body</p>"),
    image: "/demo/banner-2.svg",
    imageAlt: text("", ""),
    imageSide: "right",
  },
});
const twoColumns = (id: string, left: Block[], right: Block[]): Block => ({
  id,
  type: "twoColumns",
  props: { heading: text("两栏", "Two"), ratio: "1-1", left, right },
});
const banner: Block = { id: "banner", type: "banner", props: { position: "index", autoplaySeconds: 6, headingLevel: "h1" } };

function page(blocks: Block[], changes: Partial<PageDocument> = {}): PageDocument {
  return {
    schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
    slug: "sample",
    title: text("示例", "Sample"),
    seo: { description: text("", ""), keywords: text("", "") },
    blocks,
    ...changes,
  };
}

/** A deep copy to edit: the diff must not depend on object identity. */
const copy = (doc: PageDocument): PageDocument => structuredClone(doc);

const base = () =>
  page([
    banner,
    mediaText("media"),
    twoColumns("cols", [richText("a", "左一"), richText("b", "左二")], [richText("c", "右一")]),
    richText("tail", "尾"),
  ]);

const nothing = { page: [], added: [], removed: [], moved: [], changed: [] };

describe("diffDocuments", () => {
  it("finds nothing between a document and its copy, nested blocks included", () => {
    expect(diffDocuments(base(), copy(base()))).toEqual(nothing);
    expect(isSameDocument(diffDocuments(base(), copy(base())))).toBe(true);
  });

  it("reports a field changed in one language only, with that language and both texts", () => {
    const after = copy(base());
    (after.blocks[1] as Block).props.heading = text("图文标题", "A new media heading");
    expect(diffDocuments(base(), after)).toEqual({
      ...nothing,
      changed: [
        {
          block: { id: "media", type: "mediaText", title: text("图文标题", "A new media heading") },
          fields: [{ path: ["heading"], lang: "en", before: "Media heading", after: "A new media heading" }],
        },
      ],
    });
  });

  it("reports a nested block moved between columns once, as moved, with where it was and where it is", () => {
    const after = copy(base());
    const cols = after.blocks[2] as Block;
    const [a, b] = cols.props.left as Block[];
    cols.props.left = [b];
    cols.props.right = [...(cols.props.right as Block[]), a];
    const diff = diffDocuments(base(), after);
    const parent = { id: "cols", type: "twoColumns", title: text("两栏", "Two") };
    expect(diff).toEqual({
      ...nothing,
      moved: [
        {
          block: { id: "a", type: "richText", title: text("左一", "左一 (en)") },
          from: { parent, slot: "left", index: 0 },
          to: { parent, slot: "right", index: 1 },
        },
      ],
    });
  });

  it("reports a block added inside a column, and only that (its new neighbours did not move)", () => {
    const after = copy(base());
    const cols = after.blocks[2] as Block;
    cols.props.right = [richText("new", "新的"), ...(cols.props.right as Block[])];
    const diff = diffDocuments(base(), after);
    expect(diff).toEqual({
      ...nothing,
      added: [
        {
          block: { id: "new", type: "richText", title: text("新的", "新的 (en)") },
          place: { parent: { id: "cols", type: "twoColumns", title: text("两栏", "Two") }, slot: "right", index: 0 },
        },
      ],
    });
  });

  it("reports a removed layout block and the blocks it held, in the older document's order", () => {
    const after = copy(base());
    after.blocks.splice(2, 1);
    const diff = diffDocuments(base(), after);
    expect(diff.removed.map((r) => [r.block.id, r.place.parent?.id ?? null, r.place.slot, r.place.index])).toEqual([
      ["cols", null, null, 2],
      ["a", "cols", "left", 0],
      ["b", "cols", "left", 1],
      ["c", "cols", "right", 0],
    ]);
    // The block after it is one place up, but it did not move among the blocks that stayed.
    expect(diff.moved).toEqual([]);
    expect(diff.added).toEqual([]);
    expect(diff.changed).toEqual([]);
  });

  it("reports the block dragged above another as the one moved, not everything after it", () => {
    const after = copy(base());
    const [first, second, ...rest] = after.blocks as [Block, Block, ...Block[]];
    after.blocks = [second, first, ...rest];
    const diff = diffDocuments(base(), after);
    expect(diff.moved.map((m) => [m.block.id, m.from.index, m.to.index])).toEqual([["media", 1, 0]]);

    // Moving the first block to the end moves that one block.
    const last = copy(base());
    last.blocks = [second, ...rest, first];
    expect(diffDocuments(base(), last).moved.map((m) => [m.block.id, m.from.index, m.to.index])).toEqual([["banner", 0, 3]]);
  });

  it("reports a block moved to another column and edited in both lists", () => {
    const after = copy(base());
    const cols = after.blocks[2] as Block;
    const [c] = cols.props.right as Block[];
    (c as Block).props.heading = text("右一改", "Right one");
    cols.props.right = [];
    cols.props.left = [...(cols.props.left as Block[]), c];
    const diff = diffDocuments(base(), after);
    expect(diff.moved.map((m) => [m.block.id, m.from.slot, m.to.slot])).toEqual([["c", "right", "left"]]);
    expect(diff.changed).toEqual([
      {
        block: { id: "c", type: "richText", title: text("右一改", "Right one") },
        fields: [
          { path: ["heading"], lang: "zh", before: "右一", after: "右一改" },
          { path: ["heading"], lang: "en", before: "右一 (en)", after: "Right one" },
        ],
      },
    ]);
  });

  it("shows rich text as its words, and marks a change of formatting alone", () => {
    const before = page([richText("r", "", "<p>Lactoferrin binds <strong>iron</strong>.</p>")]);
    const words = copy(before);
    ((words.blocks[0] as Block).props.body as { en: string }).en = "<p>Lactoferrin binds iron &amp; zinc.</p><p>Second</p>";
    expect(diffDocuments(before, words).changed[0]?.fields).toEqual([
      { path: ["body"], lang: "en", before: "Lactoferrin binds iron.", after: "Lactoferrin binds iron & zinc.\nSecond" },
    ]);
    const bold = copy(before);
    ((bold.blocks[0] as Block).props.body as { zh: string }).zh = "<p>Lactoferrin <em>binds</em> <strong>iron</strong>.</p>";
    expect(diffDocuments(before, bold).changed[0]?.fields).toEqual([
      { path: ["body"], lang: "zh", before: "Lactoferrin binds iron.", after: "Lactoferrin binds iron.", formattingOnly: true },
    ]);
    // The same text written another way (the editor's `&nbsp;` or space, the sanitizer's U+00A0) is no change.
    const nbsp = page([richText("r", "", "<p>0.1\u00a0g/L, cow's milk, 45\u00a0℃</p>")]);
    const written = copy(nbsp);
    ((written.blocks[0] as Block).props.body as { en: string }).en = "<p>0.1&nbsp;g/L, cow&#39;s milk, 45 ℃</p>";
    expect(diffDocuments(nbsp, written)).toEqual(nothing);
    // A plain text field that only looks like HTML is shown as written.
    const plain = copy(before);
    (plain.blocks[0] as Block).props.heading = text("<4°C", "");
    expect(diffDocuments(before, plain).changed[0]?.fields).toEqual([{ path: ["heading"], lang: "zh", before: "", after: "<4°C" }]);
  });

  it("names a block by its heading, else its first text, as plain short text", () => {
    const long = "长".repeat(80);
    const before = page([richText("r", "", `<p>${long}</p>`)]);
    const after = copy(before);
    (after.blocks[0] as Block).anchor = "intro";
    expect(diffDocuments(before, after).changed).toEqual([
      {
        block: { id: "r", type: "richText", title: text(`${"长".repeat(60)}…`, `${"长".repeat(60)}…`) },
        fields: [{ path: ["anchor"], lang: null, before: "", after: "intro" }],
      },
    ]);
  });

  it("compares list items field by field, an item removed shows its values going", () => {
    const figures = (items: Array<{ value: string; label: string }>): Block => ({
      id: "figs",
      type: "keyFigures",
      props: { heading: text("", ""), items: items.map((i) => ({ value: text(i.value, i.value), label: text(i.label, i.label) })) },
    });
    const before = page([
      figures([
        { value: "95%", label: "纯度" },
        { value: "20%", label: "铁" },
      ]),
    ]);
    const after = page([figures([{ value: "96%", label: "纯度" }])]);
    expect(diffDocuments(before, after).changed[0]?.fields).toEqual([
      { path: ["items", "0", "value"], lang: "zh", before: "95%", after: "96%" },
      { path: ["items", "0", "value"], lang: "en", before: "95%", after: "96%" },
      { path: ["items", "1", "value"], lang: "zh", before: "20%", after: "" },
      { path: ["items", "1", "value"], lang: "en", before: "20%", after: "" },
      { path: ["items", "1", "label"], lang: "zh", before: "铁", after: "" },
      { path: ["items", "1", "label"], lang: "en", before: "铁", after: "" },
    ]);
  });

  it("compares values without a language (select, number) and lists fields in the registration's order", () => {
    const after = copy(base());
    (after.blocks[0] as Block).props = { headingLevel: "h2", autoplaySeconds: 0, position: "index" };
    expect(diffDocuments(base(), after).changed).toEqual([
      {
        block: { id: "banner", type: "banner", title: null },
        fields: [
          { path: ["autoplaySeconds"], lang: null, before: "6", after: "0" },
          { path: ["headingLevel"], lang: null, before: "h1", after: "h2" },
        ],
      },
    ]);
  });

  it("treats a block whose type changed under the same id as removed and added", () => {
    const after = copy(base());
    after.blocks[1] = richText("media", "换了");
    const diff = diffDocuments(base(), after);
    expect(diff.removed.map((r) => r.block.type)).toEqual(["mediaText"]);
    expect(diff.added.map((r) => r.block.type)).toEqual(["richText"]);
    expect(diff.changed).toEqual([]);
  });

  it("compares the page's settings as the editor's root fields", () => {
    const after = page(base().blocks, {
      title: text("新标题", "Sample"),
      seo: { description: text("", "About us"), keywords: text("", ""), image: "/share.png", noindex: true },
      source: "builder",
    });
    expect(diffDocuments(base(), after).page).toEqual([
      { path: ["pageTitle"], lang: "zh", before: "示例", after: "新标题" },
      { path: ["seoDescription"], lang: "en", before: "", after: "About us" },
      { path: ["seoImage"], lang: null, before: "", after: "/share.png" },
      { path: ["seoIndexing"], lang: null, before: "index", after: "noindex" },
      { path: ["pageSource"], lang: null, before: "native", after: "builder" },
    ]);
  });

  it("cuts a long changed text to the part that changed", () => {
    const long = (word: string) => `<p>${"甲".repeat(300)}${word}${"乙".repeat(300)}</p>`;
    const before = page([richText("r", "标题", long("旧"))]);
    const after = page([richText("r", "标题", long("新"))]);
    const [zh] = diffDocuments(before, after).changed[0]?.fields ?? [];
    expect(zh).toEqual({
      path: ["body"],
      lang: "zh",
      before: `…${"甲".repeat(40)}旧${"乙".repeat(40)}…`,
      after: `…${"甲".repeat(40)}新${"乙".repeat(40)}…`,
    });
  });

  it("keeps both blocks of a repeated id", () => {
    const before = page([richText("dup", "一"), richText("dup", "二")]);
    const after = page([richText("dup", "一")]);
    const diff = diffDocuments(before, after);
    expect(diff.removed.map((r) => r.block.title?.zh)).toEqual(["二"]);
    expect(diff.changed).toEqual([]);
  });
});

describe("hintAt", () => {
  it("finds a field's hint through lists and ignores indexes", () => {
    const fields = {
      items: {
        label: text("数据", "Figures"),
        kind: { list: { label: { label: text("说明", "Label"), kind: "localizedText" as const } } },
      },
    };
    expect(hintAt(fields, ["items", "2", "label"])?.label.en).toBe("Label");
    expect(hintAt(fields, ["items"])?.label.en).toBe("Figures");
    expect(hintAt(fields, ["nope"])).toBeUndefined();
  });
});
