import fs from "node:fs";
import path from "node:path";
import { rolldown } from "rolldown";
import { describe, expect, it } from "vitest";

/**
 * Visitors' pages never load zod (decisions 042 and 115). The bundle check finds it only after a
 * 45 s build; this bundles what a visitor's browser runs — the client entry, the root's and the
 * marketing routes' browser exports (their loaders are server code, which React Router's build
 * strips) and the block components' map — with the real tree shaking and packages left external,
 * in a few seconds. It names each of our files whose kept code imports zod, with the chain of
 * imports from an entry that brought it in (a `localize` taken from the zod schema module, say).
 */
const repo = path.resolve(import.meta.dirname, "../..");
const MARKETING_ROUTES = [
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
];
const BROWSER_EXPORTS = [
  "default",
  "meta",
  "links",
  "handle",
  "ErrorBoundary",
  "HydrateFallback",
  "Layout",
  "clientLoader",
  "clientAction",
];
const FORBIDDEN = /^zod(\/|$)/;

/** The browser's half of a route module (what React Router's client build keeps). */
function browserHalf(file: string): string {
  const text = fs.readFileSync(file, "utf8");
  const names = BROWSER_EXPORTS.filter((n) =>
    n === "default" ? /^export default\b/m.test(text) : new RegExp(`^export (?:async )?(?:function|const|let) ${n}\\b`, "m").test(text),
  );
  return `export { ${names.join(", ")} } from ${JSON.stringify(file)};`;
}

function resolveFile(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    (c) => fs.existsSync(c) && fs.statSync(c).isFile(),
  );
}

/** `entry → … → file → zod` for every module of ours whose code, after tree shaking, imports zod. */
async function zodImporters(entries: Record<string, string>, root = repo): Promise<string[]> {
  const chains: string[] = [];
  const rel = (id: string) => (id.startsWith("\0") ? id.slice(1) : path.relative(root, id));
  const bundle = await rolldown({
    input: Object.keys(entries).map((name) => `\0${name}`),
    cwd: root,
    logLevel: "silent",
    treeshake: {
      // As vite.config.ts builds: zod's `z.…` calls are pure, so an unused schema drops out.
      manualPureFunctions: ["defineConfig", "z"],
      // A module of ours none of whose exports the browser uses is left out, as React Router's client
      // build removes the imports only its server exports (loader, action, headers) use.
      // Packages say for themselves (package.json `sideEffects`).
      moduleSideEffects: (id: string, external: boolean) => (external || /[\\/]node_modules[\\/]/.test(id) ? undefined : false),
    },
    plugins: [
      {
        name: "visitor-code",
        resolveId(id, importer) {
          if (id.startsWith("\0")) return id;
          // zod itself is bundled (its tree shaking is what decides); every other package stays out.
          if (!id.startsWith(".") && !path.isAbsolute(id)) return FORBIDDEN.test(id) ? null : { id, external: true };
          const found = path.isAbsolute(id)
            ? id
            : importer
              ? resolveFile(importer.startsWith("\0") ? path.join(root, "x") : importer, id)
              : undefined;
          if (!found) return null;
          return /\.server\.tsx?$/.test(found) ? { id: found, external: true } : found;
        },
        load(id) {
          if (id.startsWith("\0")) return entries[id.slice(1)] as string;
          if (id.endsWith(".css")) return { code: "export default new Proxy({}, { get: (_, k) => String(k) });", moduleType: "js" };
          return null;
        },
        generateBundle(_options, output) {
          // What a page loads before it runs: entry chunks and their static imports (lazy chunks load on demand).
          const chunks = new Map(Object.values(output).flatMap((c) => (c.type === "chunk" ? [[c.fileName, c] as const] : [])));
          const initial = new Set([...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName));
          for (const file of initial) for (const i of chunks.get(file)?.imports ?? []) initial.add(i);
          const kept = new Set<string>();
          for (const file of initial)
            for (const [id, m] of Object.entries(chunks.get(file)?.modules ?? {})) if (m.renderedLength > 0) kept.add(id);
          const isZod = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id);
          if (![...kept].some(isZod)) return;
          // zod's code is in a page: each module of ours in it that imports zod is named (its kept code may be why).
          for (const id of kept) {
            if (isZod(id)) continue;
            const info = this.getModuleInfo(id);
            if (!info?.importedIds.some(isZod)) continue;
            const chain = [id];
            for (let cur = this.getModuleInfo(id); cur && !cur.isEntry; ) {
              const next: string | undefined =
                cur.importers.find((i) => kept.has(i) && !chain.includes(i)) ??
                cur.dynamicImporters.find((i) => !chain.includes(i)) ??
                cur.importers.find((i) => !chain.includes(i));
              if (!next) break;
              chain.unshift(next);
              cur = this.getModuleInfo(next);
            }
            chains.push([...chain.map(rel), "zod"].join(" → "));
          }
        },
      },
    ],
  });
  await bundle.generate({ format: "esm" });
  await bundle.close();
  return chains.sort();
}

const visitorEntries = (): Record<string, string> => ({
  "entry.client": `import ${JSON.stringify(path.join(repo, "src/entry.client.tsx"))};`,
  root: browserHalf(path.join(repo, "src/root.tsx")),
  "block-components": `export * from ${JSON.stringify(path.join(repo, "blocks/components.ts"))};`,
  ...Object.fromEntries(MARKETING_ROUTES.map((r) => [`route:${r}`, browserHalf(path.join(repo, `src/routes/${r}.tsx`))])),
});

describe("visitors' code", () => {
  it("never imports zod, directly or through schemas/ (the importing file is named)", async () => {
    expect(await zodImporters(visitorEntries())).toEqual([]);
  }, 60_000);

  it("the check names the component that took `localize` from the zod schema module", async () => {
    const dir = fs.mkdtempSync(path.join(repo, ".tmp-visitor-imports-"));
    try {
      fs.mkdirSync(path.join(dir, "blocks/quote"), { recursive: true });
      fs.mkdirSync(path.join(dir, "schemas"));
      const write = (f: string, text: string) => fs.writeFileSync(path.join(dir, f), text);
      write("blocks/components.ts", 'import { Quote } from "./quote/quote";\nexport const views = { quote: Quote };\n');
      write(
        "blocks/quote/quote.tsx",
        'import { localize } from "../../schemas/localized-text-schema";\nexport const Quote = (p: { t: string }) => localize(p.t);\n',
      );
      write(
        "schemas/localized-text-schema.ts",
        'import { z } from "zod";\nexport const Schema = z.string();\nexport const localize = (t: string) => Schema.parse(t);\n',
      );
      const entries = { components: `export * from ${JSON.stringify(path.join(dir, "blocks/components.ts"))};` };
      expect(await zodImporters(entries, dir)).toEqual([
        "components → blocks/components.ts → blocks/quote/quote.tsx → schemas/localized-text-schema.ts → zod",
      ]);
      // The same modules with the zod-free helper: nothing to report.
      write(
        "schemas/localized-text-schema.ts",
        'import { z } from "zod";\nexport const Schema = z.string();\nexport const localize = (t: string) => t;\n',
      );
      expect(await zodImporters(entries, dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
