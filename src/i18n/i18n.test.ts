import { describe, expect, it, vi } from "vitest";
import { resources } from "../../locales/index";
import { createI18n, createI18nInstance, type I18n } from "./i18n";

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

/** These texts are not the site's, so their keys are not among the typed ones (src/i18n/i18next-types.d.ts). */
type LooseT = (key: string, options?: Record<string, unknown>) => string;
const looseT = (i18n: I18n, lang?: "zh" | "en", ns?: Array<"pages" | "errors" | "admin">) =>
  (lang ? i18n.getFixedT(lang, ns ?? null) : i18n.t) as unknown as LooseT;

const make = (lang: "zh" | "en" = "en", fallbackLang?: "en") =>
  createI18nInstance({ resources: texts, lang, defaultNamespace: "common", fallbackLang });

describe("the site's i18next instances", () => {
  it("are ready as soon as they are made (no async init: the browser translates during hydration)", () => {
    const i18n = make();
    expect(i18n.isInitialized).toBe(true);
    expect(looseT(i18n)("nav.home")).toBe("Home");
  });

  it("read nested keys in the default namespace and fill placeholders without escaping (React escapes)", () => {
    const t = looseT(make());
    expect(t("greet", { name: "Ada" })).toBe("Hello, Ada");
    expect(t("greet", { name: "<b>Ada & Bob</b>" })).toBe("Hello, <b>Ada & Bob</b>");
  });

  it("keep a placeholder whose value was not passed, and empty one passed as undefined", () => {
    const t = looseT(make());
    expect(t("greet")).toBe("Hello, {{name}}");
    expect(t("greet", { name: undefined })).toBe("Hello, ");
  });

  it("never translate or fill what a value holds (a visitor's text cannot pull in other texts)", () => {
    const t = looseT(make());
    expect(t("greet", { name: "$t(nav.home) {{name}}" })).toBe("Hello, $t(nav.home) {{name}}");
  });

  it("read `namespace:key` and search the given namespaces in order", () => {
    const i18n = make();
    expect(looseT(i18n)("pages:title")).toBe("About");
    expect(looseT(i18n, "en", ["pages", "errors"])("shared")).toBe("From pages");
    expect(looseT(i18n, "en", ["errors", "pages"])("shared")).toBe("From errors");
    expect(looseT(i18n, "en", ["pages", "errors"])("boom", { reason: "x" })).toBe("Failed: x");
  });

  it("choose the plural form by the language's rules (i18next v4 JSON), with a zero form for 0", () => {
    const en = looseT(make("en"));
    expect([0, 1, 2].map((count) => en("files", { count }))).toEqual(["No files", "1 file", "2 files"]);
    const zh = looseT(make("zh"));
    expect([0, 1, 2].map((count) => zh("files", { count }))).toEqual(["0 个文件", "1 个文件", "2 个文件"]);
  });

  it("show the key when a text is missing, unless a fallback language has it", () => {
    expect(looseT(make("zh"))("onlyEn")).toBe("onlyEn");
    expect(looseT(make("zh"))("pages:missing.key")).toBe("missing.key");
    expect(looseT(make("zh", "en"))("onlyEn")).toBe("English only");
  });

  it("honour defaultValue for a missing key", () => {
    expect(looseT(make())("pages:absent", { defaultValue: "Fallback text" })).toBe("Fallback text");
  });

  it("change language for `t` and tell listeners once per change", async () => {
    const i18n = make("zh");
    const listener = vi.fn();
    i18n.on("languageChanged", listener);
    await i18n.changeLanguage("en");
    expect(i18n.language).toBe("en");
    expect(looseT(i18n)("nav.home")).toBe("Home");
    expect(listener).toHaveBeenCalledTimes(1);
    i18n.off("languageChanged", listener);
    await i18n.changeLanguage("zh");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("add a namespace later without touching the texts they were made from", () => {
    const i18n = make();
    const t = looseT(i18n, "en", ["pages", "admin"]);
    expect(i18n.hasResourceBundle("en", "admin")).toBe(false);
    i18n.addResourceBundle("en", "admin", { save: "Save" });
    expect(i18n.hasResourceBundle("en", "admin")).toBe(true);
    expect(t("save")).toBe("Save");
    expect(looseT(i18n)("admin:save")).toBe("Save");
    expect(Object.keys(texts.en)).not.toContain("admin");
    expect(make().hasResourceBundle("en", "admin")).toBe(false);
  });

  it("resolve every text of the site's locale files to itself in both languages", () => {
    for (const lang of ["zh", "en"] as const) {
      const t = looseT(createI18n(lang));
      const walk = (ns: string, node: object, prefix: string) => {
        for (const [key, value] of Object.entries(node)) {
          const path = prefix ? `${prefix}.${key}` : key;
          // `{{x}}` stays when x is not passed; a plural key is asked for by its base name with a count.
          if (typeof value === "string") expect(t(`${ns}:${path}`), `${lang} ${ns}:${path}`).toBe(value);
          else walk(ns, value, path);
        }
      };
      for (const [ns, bundle] of Object.entries(resources[lang])) walk(ns, bundle, "");
    }
  });
});
