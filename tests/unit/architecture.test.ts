import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  const abs = path.join(repo, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => path.join(abs, f));
}

const importPattern = /(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^import\s+["']([^"']+)["']/gm;

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(importPattern)].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
}

function resolvesInto(file: string, spec: string, folder: string): boolean {
  if (!spec.startsWith(".")) return false;
  const target = path.resolve(path.dirname(file), spec);
  return target === path.join(repo, folder) || target.startsWith(path.join(repo, folder) + path.sep);
}

describe("architecture", () => {
  it("finds the files it checks", () => {
    expect(sourceFiles("src").length).toBeGreaterThan(10);
  });

  for (const folder of ["src", "blocks", "schemas", "locales"]) {
    it(`${folder}/ never imports server code`, () => {
      const offenders = sourceFiles(folder).flatMap((file) =>
        importsOf(file)
          .filter((spec) => resolvesInto(file, spec, "server") || /^(better-sqlite3|pg|kysely|pino|@hono\/node-server)$/.test(spec))
          .map((spec) => `${path.relative(repo, file)} → ${spec}`),
      );
      expect(offenders).toEqual([]);
    });
  }

  // Visitors' and customers' pages have no runtime styles (decisions 115 and 210): Chakra and emotion
  // stay in the back office and the editor, behind src/routes/chakra-layout.tsx.
  const VISITOR_CODE = [
    "blocks",
    "src/layout",
    "src/content",
    "src/ui",
    "src/styles",
    "src/rich-text",
    "src/media",
    "src/motion",
    "src/blocks",
    "src/navigation",
    "src/i18n",
    "src/session",
    "src/account",
    "src/inspection",
    "src/comparison",
    "src/portal",
    "src/verify",
  ];
  const VISITOR_ROUTES = [
    "home",
    "about",
    "protein",
    "testing-services",
    "consult",
    "consult-detail",
    "contact",
    "detection-steps",
    "privacy",
    "disclaimer",
    "custom-page",
    "not-found",
    "verify",
    "login",
    "sample-testing",
    "user",
    "data-comparison",
  ].map((name) => path.join(repo, `src/routes/${name}.tsx`));
  it("visitors' and customers' code never imports Chakra, emotion or the Chakra theme", () => {
    const files = [
      ...VISITOR_CODE.flatMap(sourceFiles).filter((f) => !/\.(stories|test)\.tsx?$/.test(f)),
      ...VISITOR_ROUTES,
      path.join(repo, "src/root.tsx"),
      path.join(repo, "src/entry.client.tsx"),
    ];
    const offenders = files.flatMap((file) =>
      importsOf(file)
        .filter(
          (spec) =>
            /^@(chakra-ui|emotion)\//.test(spec) || resolvesInto(file, spec, "src/theme") || resolvesInto(file, spec, "src/emotion"),
        )
        .map((spec) => `${path.relative(repo, file)} → ${spec}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });

  it("the check itself recognises a server import", () => {
    const fake = path.join(repo, "src/routes/x.tsx");
    expect(resolvesInto(fake, "../../server/db/connection", "server")).toBe(true);
    expect(resolvesInto(fake, "../paths", "server")).toBe(false);
  });
});
