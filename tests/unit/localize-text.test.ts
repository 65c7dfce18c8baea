import { describe, expect, it } from "vitest";
import { htmlHasContent, localize, localizeHtml, pickLangHtml } from "../../schemas/localize-text";
import { uniqueBlockKeys } from "../../schemas/page";

describe("the English-falls-back-to-Chinese rule", () => {
  it("for plain text: empty or blank English shows the Chinese", () => {
    expect(localize({ zh: "中文", en: " " }, "en")).toBe("中文");
    expect(localize({ zh: "中文", en: "English" }, "en")).toBe("English");
    expect(localize({ zh: "中文", en: "English" }, "zh")).toBe("中文");
  });

  it.each(["", "<p></p>", "<p> </p>", "<p>&nbsp;</p>", "<br>", "<p><br/></p>", "<h2></h2><ul><li> </li></ul>", "<!-- draft --><p></p>"])(
    "for rich text: English %j shows nothing, so the Chinese is shown",
    (en) => {
      expect(htmlHasContent(en)).toBe(false);
      expect(localizeHtml({ zh: "<p>中文</p>", en }, "en")).toBe("<p>中文</p>");
      expect(pickLangHtml("<p>中文</p>", en, "en")).toBe("<p>中文</p>");
    },
  );

  it.each(["<p>Text</p>", "Text", '<p><img src="/x.png" alt=""></p>', "<p>&amp;</p>"])("for rich text: English %j is shown", (en) => {
    expect(localizeHtml({ zh: "<p>中文</p>", en }, "en")).toBe(en);
    expect(pickLangHtml("<p>中文</p>", en, "en")).toBe(en);
    expect(pickLangHtml("<p>中文</p>", en, "zh")).toBe("<p>中文</p>");
  });
});

describe("unique block ids and anchors", () => {
  it("keeps the first, renames later repeated ids, drops later repeated anchors and reports each", () => {
    const { blocks, duplicates } = uniqueBlockKeys([
      { id: "a", type: "richText", anchor: "intro", props: {} },
      { id: "a", type: "faq", anchor: "intro", props: {} },
      { id: "a-2", type: "faq", props: {} },
      { id: "b", type: "faq", anchor: "faq", props: {} },
    ]);
    expect(blocks.map((b) => [b.id, b.anchor])).toEqual([
      ["a", "intro"],
      ["a-2", undefined],
      ["a-2-2", undefined],
      ["b", "faq"],
    ]);
    expect(duplicates).toEqual([
      { kind: "id", value: "a", blockId: "a" },
      { kind: "anchor", value: "intro", blockId: "a" },
      { kind: "id", value: "a-2", blockId: "a-2" },
    ]);
  });
});
