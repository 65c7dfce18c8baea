import { describe, expect, it } from "vitest";
import { backOfficeResources } from "../../locales/back-office";
import type { Lang } from "../../schemas/lang";
import { createI18nInstance } from "../i18n/instance";
import { messageT } from "../i18n/message-t";
import type { BlockSummary, FieldChange } from "./version-diff";
import { blockName, changeName, changeValue, placeName } from "./version-diff-labels";

const tIn = (lang: Lang) => {
  const i18n = createI18nInstance({ resources: backOfficeResources, lang, defaultNamespace: "editor" });
  return messageT((key, options) => i18n.t(key, options));
};
const en = tIn("en");
const zh = tIn("zh");

const columns: BlockSummary = { id: "cols-1", type: "twoColumns", title: { zh: "两栏", en: "" } };
const media: BlockSummary = { id: "mediaText-9f2", type: "mediaText", title: { zh: "专注", en: "Focused" } };
const change = (path: string[], lang: FieldChange["lang"] = null): FieldChange => ({ path, lang, before: "", after: "" });

describe("the comparison's words", () => {
  it("names a block by its type's label and title in the editor's language, Chinese when English is empty", () => {
    expect(blockName(media, "en", en)).toBe("Media and text “Focused”");
    expect(blockName(media, "zh", zh)).toBe("图文“专注”");
    expect(blockName(columns, "en", en)).toBe("Two columns “两栏”");
    expect(blockName({ id: "b", type: "banner", title: null }, "en", en)).toBe("Banner carousel");
    expect(blockName({ id: "s", type: "sectionRef", title: null }, "en", en)).toBe("Reusable section");
  });

  it("names a place by layout, column and position, never by id", () => {
    expect(placeName({ parent: null, slot: null, index: 1 }, "en", en)).toBe("the page, position 2");
    expect(placeName({ parent: columns, slot: "right", index: 0 }, "en", en)).toBe("Two columns “两栏” › Right column, position 1");
    expect(placeName({ parent: columns, slot: "left", index: 2 }, "zh", zh)).toBe("两栏布局“两栏” › 左栏 第 3 位");
  });

  it("names fields by the registry's labels and the language, the page's settings by the editor's root fields", () => {
    expect(changeName("mediaText", change(["heading"], "en"), "en", en)).toBe("Heading (English)");
    expect(changeName("mediaText", change(["heading"], "zh"), "zh", zh)).toBe("标题（中文）");
    expect(changeName("keyFigures", change(["items", "1", "label"], "zh"), "en", en)).toBe("Figures › Item 2 › Label (中文)");
    expect(changeName("mediaText", change(["anchor"]), "en", en)).toBe("Anchor");
    expect(changeName(null, change(["pageTitle"], "en"), "en", en)).toBe("Page title (English)");
    expect(changeName(null, change(["seoIndexing"]), "zh", zh)).toBe("搜索引擎");
  });

  it("shows options by their labels, the page's switches in words, and empty as empty", () => {
    expect(changeValue("mediaText", change(["imageSide"]), "left", "en", en)).toBe("Left");
    expect(changeValue("banner", change(["headingLevel"]), "h2", "zh", zh)).toBe("章节标题（h2）");
    expect(changeValue(null, change(["seoIndexing"]), "noindex", "en", en)).toBe("Hide from search engines");
    expect(changeValue(null, change(["pageSource"]), "builder", "en", en)).toBe("Builder.io (these blocks are the fallback)");
    expect(changeValue("mediaText", change(["heading"], "en"), "", "en", en)).toBe("(empty)");
    expect(changeValue("mediaText", change(["heading"], "en"), "h2", "en", en)).toBe("h2");
  });
});
