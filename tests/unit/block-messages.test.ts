import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../blocks/index";

/**
 * Every message a block's schema can give an editor is a locale key present in both languages (the
 * editor translates `ns:key` messages; anything else reached Chinese editors as raw English, and a key
 * missing from the locales as the key itself). Found by walking each schema's definition: every check,
 * refinement and nested schema with a message of its own.
 */
type Def = { error?: (issue: unknown) => unknown; checks?: unknown[] } & Record<string, unknown>;

function schemaMessages(schema: unknown): string[] {
  const out = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (!value || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    const def = (value as { _zod?: { def?: Def } })._zod?.def;
    if (!def) {
      for (const v of Object.values(value)) visit(v);
      return;
    }
    if (typeof def.error === "function") {
      const m = def.error({ code: "custom", input: undefined });
      if (typeof m === "string") out.add(m);
      else if (m && typeof m === "object" && "message" in m) out.add(String((m as { message: unknown }).message));
    }
    for (const [k, v] of Object.entries(def)) if (k !== "error" && typeof v !== "function") visit(v);
    const shape = (def as { shape?: Record<string, unknown> }).shape;
    if (shape) for (const v of Object.values(shape)) visit(v);
  };
  visit(schema);
  return [...out];
}

const locale = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}/${ns}.json`), "utf8")) as Record<string, unknown>;
const has = (lang: string, key: string) => {
  const [ns, dotted] = key.split(":") as [string, string];
  let node: unknown = locale(lang, ns);
  for (const part of dotted.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string";
};

describe("block schema messages", () => {
  it("finds the messages schemas carry (the walk itself works)", () => {
    const all = blockRegistry.flatMap((r) => schemaMessages(r.schema));
    expect(all).toContain("editor:rules.chineseRequired");
    expect(all).toContain("editor:rules.figuresAtMost8");
  });

  it.each(blockRegistry.map((r) => [r.type, r] as const))("%s: every message is a locale key in Chinese and English", (_type, r) => {
    const problems = schemaMessages(r.schema).flatMap((m) => {
      if (!/^[a-z]+:[\w.]+$/.test(m)) return [`"${m}" is not a locale key (editors would read it untranslated)`];
      return ["zh", "en"].filter((lang) => !has(lang, m)).map((lang) => `${m} is missing from locales/${lang}`);
    });
    expect(problems).toEqual([]);
  });
});
