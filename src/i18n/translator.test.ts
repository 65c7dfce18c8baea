import { describe, expect, it, vi } from "vitest";
import { resources } from "../../locales/index";
import { createTranslator } from "./translator";

const texts = {
  zh: {
    common: { greet: "你好，{{name}}", nav: { home: "首页" }, files_one: "{{count}} 个文件", files_other: "{{count}} 个文件" },
    pages: { title: "关于" },
  },
  en: {
    common: {
      greet: "Hello, {{name}}",
      nav: { home: "Home" },
      files_zero: "No files",
      files_one: "{{count}} file",
      files_other: "{{count}} files",
      onlyEn: "English only",
    },
    pages: { title: "About", shared: "From pages" },
    errors: { shared: "From errors", boom: "Failed: {{reason}}" },
  },
};

const make = (lang: "zh" | "en" = "en", fallbackLang?: "en") =>
  createTranslator({ resources: texts, lang, defaultNamespace: "common", fallbackLang });

describe("translator", () => {
  it("reads nested keys in the default namespace and fills placeholders", () => {
    const i18n = make();
    expect(i18n.t("nav.home")).toBe("Home");
    expect(i18n.t("greet", { name: "Ada" })).toBe("Hello, Ada");
  });

  it("keeps a placeholder whose value was not passed, and empties one passed as undefined", () => {
    const t = make().t;
    expect(t("greet")).toBe("Hello, {{name}}");
    expect(t("greet", { name: undefined })).toBe("Hello, ");
  });

  it("reads `namespace:key` and searches the given namespaces in order", () => {
    const i18n = make();
    expect(i18n.t("pages:title")).toBe("About");
    expect(i18n.getFixedT("en", ["pages", "errors"])("shared")).toBe("From pages");
    expect(i18n.getFixedT("en", ["errors", "pages"])("shared")).toBe("From errors");
    expect(i18n.getFixedT("en", ["pages", "errors"])("boom", { reason: "x" })).toBe("Failed: x");
  });

  it("chooses the plural form by the language's rules, with a zero form for 0", () => {
    const en = make("en").t;
    expect([0, 1, 2].map((count) => en("files", { count }))).toEqual(["No files", "1 file", "2 files"]);
    const zh = make("zh").t;
    expect([0, 1, 2].map((count) => zh("files", { count }))).toEqual(["0 个文件", "1 个文件", "2 个文件"]);
  });

  it("shows the key when a text is missing, unless a fallback language has it", () => {
    expect(make("zh").t("onlyEn")).toBe("onlyEn");
    expect(make("zh").t("pages:missing.key")).toBe("missing.key");
    expect(make("zh", "en").t("onlyEn")).toBe("English only");
  });

  it("changes language for `t` and tells its subscribers once per change", async () => {
    const i18n = make("zh");
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    await i18n.changeLanguage("en");
    await i18n.changeLanguage("en");
    expect(i18n.language).toBe("en");
    expect(i18n.t("nav.home")).toBe("Home");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await i18n.changeLanguage("zh");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("gives the same function for the same language and namespaces, and it sees texts added later", () => {
    const i18n = make();
    const t = i18n.getFixedT("en", ["pages", "admin"]);
    expect(i18n.getFixedT("en", ["pages", "admin"])).toBe(t);
    expect(i18n.getFixedT("zh", ["pages", "admin"])).not.toBe(t);
    expect(t("save")).toBe("save");
    i18n.addResourceBundle("en", "admin", { save: "Save" });
    expect(t("save")).toBe("Save");
  });

  it("adds a namespace later without touching the given resources", () => {
    const i18n = make();
    expect(i18n.hasResourceBundle("en", "admin")).toBe(false);
    i18n.addResourceBundle("en", "admin", { save: "Save" });
    expect(i18n.hasResourceBundle("en", "admin")).toBe(true);
    expect(i18n.t("admin:save")).toBe("Save");
    expect(Object.keys(texts.en)).not.toContain("admin");
  });

  it("resolves every text of the site's locale files to a string in both languages", () => {
    for (const lang of ["zh", "en"] as const) {
      const i18n = createTranslator({ resources, lang, defaultNamespace: "common" });
      const walk = (ns: string, node: object, prefix: string) => {
        for (const [key, value] of Object.entries(node)) {
          const path = prefix ? `${prefix}.${key}` : key;
          if (typeof value === "string") expect(i18n.t(`${ns}:${path}`), `${lang} ${ns}:${path}`).toBe(value);
          else walk(ns, value, path);
        }
      };
      for (const [ns, bundle] of Object.entries(resources[lang])) walk(ns, bundle, "");
    }
  });
});
