import { describe, expect, it } from "vitest";
import { langFromAcceptLanguage, parseLang } from "./lang";
import { localize, pickLang } from "./localize-text";

describe("languages", () => {
  it("parses our two languages in their spellings", () => {
    expect(parseLang("zh-CN")).toBe("zh");
    expect(parseLang("ZH")).toBe("zh");
    expect(parseLang("en-US")).toBe("en");
    expect(parseLang("fr")).toBeUndefined();
    expect(parseLang("")).toBeUndefined();
  });

  it("first visit: zh* Accept-Language gives zh, anything else en", () => {
    expect(langFromAcceptLanguage("zh-TW,zh;q=0.9,en;q=0.8")).toBe("zh");
    expect(langFromAcceptLanguage("en-GB,en;q=0.9")).toBe("en");
    expect(langFromAcceptLanguage("de-DE")).toBe("en");
    expect(langFromAcceptLanguage(null)).toBe("en");
  });

  it("English falls back to Chinese when empty", () => {
    expect(localize({ zh: "关于", en: "" }, "en")).toBe("关于");
    expect(localize({ zh: "关于", en: "  " }, "en")).toBe("关于");
    expect(localize({ zh: "关于", en: "About" }, "en")).toBe("About");
    expect(localize({ zh: "关于", en: "About" }, "zh")).toBe("关于");
    expect(pickLang("新闻", null, "en")).toBe("新闻");
    expect(pickLang("新闻", "News", "en")).toBe("News");
  });
});
