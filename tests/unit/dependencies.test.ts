import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * package.json against the code's imports (issue 25): no dependency installed and unused, none of
 * `dependencies` used by tests and tools alone, and no import of a package that package.json does
 * not declare (one that is only there as another package's dependency goes with that package's
 * next release).
 */
const root = path.resolve(import.meta.dirname, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const dependencies = Object.keys(pkg.dependencies);
const devDependencies = Object.keys(pkg.devDependencies);

/** The code that runs in production: the site, its blocks and schemas, the server, the scripts and build tools. */
const PRODUCTION_DIRS = ["src", "blocks", "server", "scripts", "schemas", "build-tools", "locales"];
/** Code that only develops and checks it: tests, Storybook, the tools' configs (the root's *.config.ts). */
const DEVELOPMENT_DIRS = ["tests", ".storybook"];
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
/** Test and story files inside the production folders are development code. */
const DEVELOPMENT_FILE = /\.(test|stories|e2e)\.tsx?$|\.d\.m?ts$/;

function files(dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : files(rel);
    return CODE.test(e.name) ? [rel] : [];
  });
}

/** Static and dynamic imports, re-exports, `require`, `require.resolve` / `createRequire(…).resolve` (a package's files) and `vi.mock`. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\brequire\.resolve\(\s*|\bcreateRequire\([^)]*\)\.resolve\(\s*|\bvi\.mock\(\s*)["']([^"'\n$ ]+)["']/g;
/** A package's files named by path (`node_modules/.bin/lighthouse`, `node_modules/@expo-google-fonts/…`). */
const NODE_MODULES_PATH = /node_modules\/(?:\.bin\/([\w.-]+)|(@[\w.-]+\/[\w.-]+|[\w-][\w.-]*))/g;
const BUILTINS = new Set(builtinModules);

/** The package a specifier names, or undefined for a relative path, an alias, a URL or a built-in. */
function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|~\/|[a-z]+:)/.test(specifier) || specifier.startsWith("virtual:")) return undefined;
  const parts = specifier.split("/");
  const name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] as string);
  if (BUILTINS.has(name)) return undefined;
  return name;
}

/** Commands run by their path in node_modules/.bin. */
const binUses = new Set<string>();

function importsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), "utf8");
  const names = new Set<string>();
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    const name = packageOf(specifier as string);
    if (name) names.add(name);
  }
  for (const [, bin, name] of source.matchAll(NODE_MODULES_PATH)) {
    if (name) names.add(name);
    else if (bin) binUses.add(bin);
  }
  return [...names];
}

const productionFiles = PRODUCTION_DIRS.flatMap(files).filter((f) => !DEVELOPMENT_FILE.test(f));
const developmentFiles = [
  ...PRODUCTION_DIRS.flatMap(files).filter((f) => DEVELOPMENT_FILE.test(f)),
  ...DEVELOPMENT_DIRS.flatMap(files),
  ...fs.readdirSync(root).filter((f) => CODE.test(f)),
];

/** The shell that runs tools by their command: package.json's scripts, the shell scripts and CI. */
function commandText(): string {
  const shell = ["scripts", ".ci"].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith(".sh") || f === "run")
      .map((f) => fs.readFileSync(path.join(root, dir, f), "utf8")),
  );
  return [...Object.values(pkg.scripts), ...shell, ...[...binUses].map((bin) => `node_modules/.bin/${bin}`)].join("\n");
}

/** The commands a package installs (its package.json `bin`). */
function binsOf(name: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as {
    bin?: string | Record<string, string>;
  };
  if (!manifest.bin) return [];
  return typeof manifest.bin === "string" ? [name.split("/").pop() as string] : Object.keys(manifest.bin);
}

const imported = (list: string[]) => new Set(list.flatMap(importsOf));
const inProduction = imported(productionFiles);
const inDevelopment = imported(developmentFiles);
const commands = commandText();
const runAsCommand = (name: string) =>
  binsOf(name).some((bin) => new RegExp(`(^|[\\s/"'(])${bin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s|$)`, "m").test(commands));

/** A package used without being imported or run, with the reason. Keep this list short. */
const USED_OTHERWISE: Record<string, string> = {
  "@types/node": "the types of node:* (tsconfig `types`)",
  // Its types come with it: TypeScript runs through `react-router typegen && tsc` (npm run typecheck).
  typescript: "tsc, run by `npm run typecheck`",
};

function isUsed(name: string): boolean {
  if (name in USED_OTHERWISE) return true;
  if (inProduction.has(name) || inDevelopment.has(name)) return true;
  // `@types/x` is used when x is, `@types/scope__x` when @scope/x is.
  const typed = name.match(/^@types\/(.+)$/)?.[1];
  if (typed) {
    const of = typed.includes("__") ? `@${typed.replace("__", "/")}` : typed;
    return inProduction.has(of) || inDevelopment.has(of);
  }
  return runAsCommand(name);
}

describe("package.json and the imports", () => {
  it("finds the imports it compares (the scan itself works)", () => {
    expect(inProduction).toContain("react");
    expect(inProduction).toContain("i18next");
    expect(inDevelopment).toContain("vitest");
    expect(packageOf("@chakra-ui/react/menu")).toBe("@chakra-ui/react");
    expect(packageOf("node:fs")).toBeUndefined();
    expect(packageOf("path")).toBeUndefined();
    expect(packageOf("../schemas/lang")).toBeUndefined();
    expect(runAsCommand("@biomejs/biome")).toBe(true);
  });

  it("every declared package is imported, or run as a command", () => {
    expect([...dependencies, ...devDependencies].filter((name) => !isUsed(name))).toEqual([]);
  });

  it("every `dependencies` entry is used by production code (not only by tests or tools)", () => {
    const devOnly = dependencies.filter((name) => !inProduction.has(name) && !(name in USED_OTHERWISE));
    expect(devOnly).toEqual([]);
  });

  it("every imported package is declared", () => {
    const declared = new Set([...dependencies, ...devDependencies]);
    const undeclared = [...productionFiles, ...developmentFiles].flatMap((file) =>
      importsOf(file)
        .filter((name) => !declared.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });
});
