import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { BlockRegistration, FieldHint } from "../../blocks/define-block";
import { blockRegistry } from "../../blocks/index";

/**
 * "Adding a block type touches its folder, one line of blocks/index.ts and one of blocks/components.ts"
 * (README): everything else a block needs — registration, component, strings, sample data, stories, tests — lives in its folder.
 */
const blocksDir = path.resolve(import.meta.dirname, "../../blocks");
const folders = fs
  .readdirSync(blocksDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const isRegistration = (v: unknown): v is BlockRegistration =>
  !!v && typeof v === "object" && "type" in v && "schema" in v && "component" in v && "defaults" in v;
const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("block folders and the registry", () => {
  it("each folder registers its block (the column layouts, one family, share a folder), and the registry lists exactly those", async () => {
    const fromFolders: BlockRegistration[] = [];
    const notRegistered: string[] = [];
    for (const folder of folders) {
      const mod = (await import(`../../blocks/${folder}/index.ts`)) as Record<string, unknown>;
      const registrations = Object.values(mod).filter(isRegistration);
      expect(registrations.length, folder).toBe(folder === "columns" ? 2 : 1);
      fromFolders.push(...registrations);
      for (const r of registrations)
        if (!blockRegistry.includes(r)) notRegistered.push(`blocks/${folder} (type "${r.type}") is missing from blocks/index.ts`);
    }
    // Named by folder and type: comparing the registrations themselves printed a diff of hundreds of lines.
    expect(notRegistered).toEqual([]);
    const stray = blockRegistry
      .filter((r) => !fromFolders.includes(r))
      .map((r) => `"${r.type}" is registered but exported by no block folder's index.ts`);
    expect(stray).toEqual([]);
    expect(blockRegistry).toHaveLength(fromFolders.length);
  });

  it.each(folders)("%s has its stories (Chinese, English, invalid props) and a props test", (folder) => {
    const files = fs.readdirSync(path.join(blocksDir, folder));
    const stories = files.find((f) => f.endsWith(".stories.tsx"));
    expect(stories, folder).toBeDefined();
    const source = fs.readFileSync(path.join(blocksDir, folder, stories as string), "utf8");
    for (const name of ["Chinese", "English", "InvalidProps"]) expect(source, `${folder} ${name}`).toContain(`export const ${name}: Story`);
    expect(
      files.some((f) => /\.test\.tsx?$/.test(f)),
      folder,
    ).toBe(true);
  });

  it("a data block brings sample data of the shape its requests answer", async () => {
    // A block whose data only adds to its props (media-text: an uploaded image's alt text) asks nothing for its defaults.
    for (const r of blockRegistry.filter((b) => Object.keys(b.data?.(b.defaults) ?? {}).length > 0)) {
      expect(r.sample, `${r.type} has no sample`).toBeTypeOf("function");
      const sample = (await r.sample?.()) as Record<string, unknown>;
      expect(Object.keys(sample).sort(), r.type).toEqual(Object.keys(r.data?.(r.defaults) ?? {}).sort());
      for (const [key, value] of Object.entries(sample)) expect(value, `${r.type}.${key}`).not.toBeNull();
    }
  });

  it("block strings are complete in both languages, with the same placeholders", () => {
    for (const r of blockRegistry) {
      for (const [key, text] of Object.entries(r.strings ?? {})) {
        expect(text.zh.trim() && text.en.trim(), `${r.type}.${key}`).toBeTruthy();
        expect(placeholders(text.en), `${r.type}.${key}`).toEqual(placeholders(text.zh));
      }
    }
  });

  it("blocks keep their strings in their folder, not in the shared locale files", () => {
    for (const lang of ["zh", "en"]) {
      const pages = JSON.parse(fs.readFileSync(path.resolve(blocksDir, `../locales/${lang}/pages.json`), "utf8"));
      expect(pages.blocks, lang).toBeUndefined();
    }
    for (const folder of folders) {
      for (const file of fs.readdirSync(path.join(blocksDir, folder)).filter((f) => /\.tsx?$/.test(f))) {
        const source = fs.readFileSync(path.join(blocksDir, folder, file), "utf8");
        // The only shared strings a block may use are the validation messages it shares with the API.
        expect(source, `${folder}/${file}`).not.toMatch(/useTranslation\((?!"errors"\))|["'`]pages:/);
      }
    }
  });
  it("every block's editor fields name exactly its schema's props, and a list's fields exactly its items' props", () => {
    const disagreements: string[] = [];
    const compare = (where: string, fields: Record<string, FieldHint>, schema: z.ZodType) => {
      const shape = schema instanceof z.ZodObject ? schema.shape : null;
      if (!shape) return;
      const props = Object.keys(shape).sort();
      const named = Object.keys(fields).sort();
      const noField = props.filter((p) => !named.includes(p));
      const noProp = named.filter((n) => !props.includes(n));
      if (noField.length) disagreements.push(`${where}: props without an editor field: ${noField.join(", ")}`);
      if (noProp.length) disagreements.push(`${where}: fields naming no prop: ${noProp.join(", ")}`);
      for (const [name, hint] of Object.entries(fields)) {
        const item = shape[name] instanceof z.ZodArray ? shape[name].element : null;
        if (typeof hint.kind === "object" && "list" in hint.kind && item) compare(`${where}.${name}[]`, hint.kind.list, item as z.ZodType);
      }
    };
    for (const r of blockRegistry) compare(r.type, r.fields, r.schema);
    expect(disagreements).toEqual([]);
  });
});
