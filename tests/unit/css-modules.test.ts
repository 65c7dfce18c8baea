import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../support/source-files";

/**
 * A CSS module's class used from TypeScript must exist (a typo renders an element unstyled, and
 * nothing else would say so), and a class no component uses is dead weight on every page.
 */
const repo = path.resolve(import.meta.dirname, "../..");
const MODULE_IMPORT = /import\s+(\w+)\s+from\s+["'](\.{1,2}\/[^"']+\.module\.css)["']/g;

/** The class names a stylesheet defines (comments and url(…) left out). */
function classesIn(css: string): Set<string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/url\([^)]*\)/g, "");
  return new Set([...text.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1] as string));
}

interface Usage {
  file: string;
  /** Names used as `styles.name` or `styles["name"]`. */
  names: string[];
  /** Static starts of names built at run time: `styles[\`size-${size}\`]` → "size-". */
  prefixes: string[];
}

function usagesOf(file: string, ident: string): Usage {
  // Comments may name a class or a file ("styles.mine", "popups.module.css"): not usages.
  const text = fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|\s)\/\/.*$/gm, "$1")
    .replace(MODULE_IMPORT, "");
  const names = [
    ...[...text.matchAll(new RegExp(`\\b${ident}\\.(\\w+)`, "g"))].map((m) => m[1] as string),
    ...[...text.matchAll(new RegExp(`\\b${ident}\\[["']([\\w-]+)["']\\]`, "g"))].map((m) => m[1] as string),
  ];
  const prefixes = [...text.matchAll(new RegExp(`\\b${ident}\\[\`([\\w-]*)\\$\\{`, "g"))].map((m) => m[1] as string);
  // `styles[variable]`: any class may be meant; the module is then checked for missing names only.
  if (new RegExp(`\\b${ident}\\[[A-Za-z_]`).test(text)) prefixes.push("");
  return { file, names, prefixes };
}

function modules() {
  const byCss = new Map<string, Usage[]>();
  for (const file of ["src", "blocks"].flatMap((d) => sourceFiles(path.join(repo, d)))) {
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(MODULE_IMPORT)) {
      const css = path.resolve(path.dirname(file), m[2] as string);
      byCss.set(css, [...(byCss.get(css) ?? []), usagesOf(file, m[1] as string)]);
    }
  }
  return byCss;
}

describe("CSS modules", () => {
  const byCss = modules();

  it("finds the modules it checks", () => {
    expect(byCss.size).toBeGreaterThan(10);
  });

  it("every class a component uses exists in its stylesheet", () => {
    const missing = [...byCss].flatMap(([css, usages]) => {
      const defined = classesIn(fs.readFileSync(css, "utf8"));
      return usages.flatMap((u) =>
        [...u.names.filter((n) => !defined.has(n)), ...u.prefixes.filter((p) => p && ![...defined].some((c) => c.startsWith(p)))].map(
          (n) => `${path.relative(repo, u.file)}: ${n} (not in ${path.relative(repo, css)})`,
        ),
      );
    });
    expect(missing).toEqual([]);
  });

  it("every class a stylesheet defines is used by a component", () => {
    const unused = [...byCss].flatMap(([css, usages]) => {
      if (usages.some((u) => u.prefixes.includes(""))) return [];
      const used = (c: string) => usages.some((u) => u.names.includes(c) || u.prefixes.some((p) => c.startsWith(p)));
      return [...classesIn(fs.readFileSync(css, "utf8"))].filter((c) => !used(c)).map((c) => `${path.relative(repo, css)}: .${c}`);
    });
    expect(unused).toEqual([]);
  });

  it("reads class names, not numbers or URLs", () => {
    expect([...classesIn(".a { padding: 0.5rem; background: url(x.png) } .b-c:hover > .d_e {} /* .f */")]).toEqual(["a", "b-c", "d_e"]);
  });
});
