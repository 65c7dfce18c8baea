import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backOfficeResources } from "../../locales/back-office";
import enMail from "../../locales/en/mail.json";
import { resources } from "../../locales/index";
import zhMail from "../../locales/zh/mail.json";
import { RESULT_CODES } from "../../schemas/codes";
import { DOWNLOAD_TASK_STATUSES, INSPECTION_STATUSES, QUANTITY_UNITS } from "../../schemas/inspection";
import { TASK_FAILURE } from "../../server/jobs/download-task-failure";

/**
 * Every translation key the code names as a literal exists in both languages: `t("key")`,
 * `t("ns:key")`, `serverT(lang)("key")`, `tFor(lang)("ns:key")`, and the `validation.*` messages
 * of the zod schemas. A file's bare keys are looked up in the namespaces it asks for
 * (`useTranslation(...)`; `serverT` means `errors`, `mailT` `mail`; `tFor`, `useTranslation()` and a
 * file that is handed a `t` mean `common`, the web app's default — `editor` in src/editor/).
 * Keys built at run time are listed below from the same constants the code uses.
 * TypeScript checks the same keys against the English files (src/i18n/i18next-types.d.ts, decision
 * 186); this test also holds for zh, for the schemas' messages and for a `t` that is not typed.
 */
const root = path.resolve(import.meta.dirname, "../..");
const LANGS = ["zh", "en"] as const;
type Tree = Record<string, unknown>;

function has(lang: (typeof LANGS)[number], ns: string, key: string): boolean {
  const mail = { zh: zhMail, en: enMail }[lang];
  const tree = ({ ...resources[lang], ...backOfficeResources[lang], mail } as Record<string, Tree>)[ns];
  const lookup = (k: string) => k.split(".").reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  // A plural (`count`) key exists as key_one / key_other.
  return [key, `${key}_one`, `${key}_other`].some((k) => typeof lookup(k) === "string");
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

function namespacesOf(source: string, file: string): string[] {
  const found = new Set<string>();
  for (const [, args] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const names = [...(args ?? "").matchAll(/"(\w+)"/g)].map((m) => m[1] as string);
    for (const n of names.length ? names : ["common"]) found.add(n);
  }
  if (/\bserverT\(/.test(source)) found.add("errors");
  if (/\btFor\(/.test(source)) found.add("common");
  if (/\bmailT\(/.test(source)) found.add("mail");
  // A helper handed a `t` gets the web app's default namespace; in the page editor, the editor's.
  if (found.size) return [...found];
  return file.startsWith(`src${path.sep}editor${path.sep}`) ? ["editor"] : ["common"];
}

const LITERAL_CALLS = [/\bt\(\s*"([^"]+)"/g, /\bserverT\([^)]*\)\(\s*"([^"]+)"/g, /\btFor\((?:[^()]|\([^()]*\))*\)\(\s*"([^"]+)"/g];

function usedKeys(): Array<{ file: string; namespaces: string[]; key: string }> {
  const uses = [];
  for (const file of ["src", "blocks", "server"].flatMap(sourceFiles)) {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    // A block's own strings (`blockText(strings, lang)`) are typed keys of its strings.ts, checked by tsc
    // and by tests/unit/block-folders.test.ts, not locale files.
    if (/\bblockText\(/.test(source) && !/\buseTranslation\(/.test(source)) continue;
    const namespaces = namespacesOf(source, file);
    for (const pattern of LITERAL_CALLS) {
      for (const [, key] of source.matchAll(pattern)) uses.push({ file, namespaces, key: key as string });
    }
  }
  for (const file of ["schemas", "blocks", "src"].flatMap(sourceFiles)) {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    for (const [, key] of source.matchAll(/"(validation\.\w+)"/g)) uses.push({ file, namespaces: ["errors"], key: key as string });
  }
  return uses;
}

const dynamicKeys = [
  ...INSPECTION_STATUSES.map((s) => `pages:inspection.status.${s}`),
  ...DOWNLOAD_TASK_STATUSES.map((s) => `pages:tasks.status.${s}`),
  ...QUANTITY_UNITS.map((u) => `pages:sampleTesting.units.${u}`),
  ...Object.keys(RESULT_CODES).map((c) => `errors:codes.${c}`),
  ...Object.values(TASK_FAILURE),
];

function missing(file: string, namespaces: string[], key: string): string[] {
  const [ns, bare] = key.includes(":") ? [[key.slice(0, key.indexOf(":"))], key.slice(key.indexOf(":") + 1)] : [namespaces, key];
  return LANGS.filter((lang) => !ns.some((n) => has(lang, n, bare))).map((lang) => `${file}: ${key} (${lang})`);
}

describe("translation keys used by the code", () => {
  it("finds the literal keys it checks (the scan itself works)", () => {
    const keys = usedKeys().map((u) => u.key);
    expect(keys).toContain("errors:requestFailed");
    expect(keys).toContain("validation.wholeNumber");
    expect(keys.length).toBeGreaterThan(200);
  });

  it("every literal key exists in zh and en", () => {
    expect(usedKeys().flatMap((u) => missing(u.file, u.namespaces, u.key))).toEqual([]);
  });

  it("every key built at run time from the schemas' constants exists in zh and en", () => {
    expect(dynamicKeys.flatMap((key) => missing("(dynamic)", [], key))).toEqual([]);
  });
});
