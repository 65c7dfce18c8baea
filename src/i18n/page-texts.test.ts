import { describe, expect, it } from "vitest";
import { resources } from "../../locales/index";
import { NAMESPACES } from "../../locales/namespaces";
import { createI18n, createI18nInstance } from "./i18n";
import { ensureTexts, PAGE_TEXTS_ID, readPageTexts, serializePageTexts } from "./page-texts";

describe("page texts", () => {
  it("carry one language's visitor namespaces and round-trip through the page", () => {
    const i18n = createI18n("zh");
    i18n.addResourceBundle("zh", "admin", { only: "back office" });
    const json = serializePageTexts(i18n, "zh");
    expect(Object.keys(JSON.parse(json))).toEqual([...NAMESPACES]);
    expect(json).not.toContain(JSON.stringify(resources.en.common).slice(1, 40));

    const script = document.createElement("script");
    script.type = "application/json";
    script.id = PAGE_TEXTS_ID;
    script.textContent = json;
    document.body.append(script);
    try {
      expect(readPageTexts(document)).toEqual(resources.zh);
    } finally {
      script.remove();
    }
  });

  it("cannot close their script element, whatever a text holds", () => {
    const i18n = createI18nInstance({
      resources: { en: { common: { evil: "</script><script>alert(1)</script><!--" } } },
      lang: "en",
      defaultNamespace: "common",
    });
    const json = serializePageTexts(i18n, "en");
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json).common.evil).toBe("</script><script>alert(1)</script><!--");
  });

  it("are fetched for a language the page does not hold, and only then", async () => {
    const i18n = createI18nInstance({ resources: { zh: resources.zh }, lang: "zh", defaultNamespace: "common" });
    expect(i18n.getFixedT("en", "pages")("error.message")).toBe("error.message");
    await ensureTexts(i18n, "en");
    expect(i18n.getFixedT("en", "pages")("error.message")).toBe(resources.en.pages.error.message);
    const zhCommon = i18n.getResourceBundle("zh", "common");
    await ensureTexts(i18n, "zh");
    expect(i18n.getResourceBundle("zh", "common")).toBe(zhCommon);
  });
});
