import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../locales");
const files = (lang: string) =>
  fs
    .readdirSync(path.join(root, lang))
    .filter((f) => f.endsWith(".json"))
    .sort();
const read = (lang: string, file: string) => JSON.parse(fs.readFileSync(path.join(root, lang, file), "utf8"));

function leaves(value: unknown, prefix = ""): Array<[string, unknown]> {
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

describe("locales", () => {
  it("zh and en have the same namespace files", () => {
    expect(files("en")).toEqual(files("zh"));
  });

  for (const file of files("zh")) {
    it(`${file}: same keys in zh and en, none empty`, () => {
      const zh = leaves(read("zh", file));
      const en = leaves(read("en", file));
      expect(en.map(([k]) => k).sort()).toEqual(zh.map(([k]) => k).sort());
      for (const [key, value] of [...zh, ...en]) {
        expect(typeof value, key).toBe("string");
        expect((value as string).trim(), key).not.toBe("");
      }
    });

    it(`${file}: interpolation placeholders match between languages`, () => {
      const placeholders = (s: unknown) => [...String(s).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      const en = new Map(leaves(read("en", file)));
      for (const [key, zhValue] of leaves(read("zh", file))) {
        expect(placeholders(en.get(key)), key).toEqual(placeholders(zhValue));
      }
    });

    // A control that shows `x` and is named by `xOne` ("Edit details" named "Edit details of LF…"):
    // its accessible name must contain what it shows (WCAG 2.5.3, label in name), or speech users
    // saying the visible words cannot reach it.
    it(`${file}: an "…One" name contains the words its control shows`, () => {
      for (const lang of ["zh", "en"]) {
        const all = new Map(leaves(read(lang, file)));
        for (const [key, named] of all) {
          const shown = key.endsWith("One") ? all.get(key.slice(0, -3)) : undefined;
          if (typeof shown === "string") expect(String(named), `${lang} ${key}`).toContain(shown);
        }
      }
    });
  }
});
