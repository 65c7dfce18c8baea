import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export interface BundleMapChunk {
  file: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Module ids (paths relative to the project, node_modules included) and their rendered bytes. */
  modules: Record<string, number>;
}

/**
 * Writes `<buildDir>/bundle-map.json`: every client chunk with its static and dynamic imports and the
 * modules inside it. The bundle budget check (scripts/check-bundle-budget.mjs) reads it to sum a
 * route's initial JavaScript and to prove that no back-office or editor module is in it. It is
 * written beside `client/`, not inside it, so it is never served.
 */
export function bundleMap(buildDir: string): Plugin {
  const root = process.cwd();
  return {
    name: "bundle-map",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment?.name !== "client") return;
      const chunks: BundleMapChunk[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(item.modules)) {
          modules[path.relative(root, id.replace(/^\0/, "").split("?")[0] ?? id)] = info.renderedLength;
        }
        chunks.push({
          file: item.fileName,
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          modules,
        });
      }
      const outDir = options.dir ?? path.join(buildDir, "client");
      // Only React Router's client build: Storybook's build is a "client" environment too.
      if (path.resolve(outDir) !== path.resolve(buildDir, "client")) return;
      fs.writeFileSync(path.join(path.dirname(outDir), "bundle-map.json"), `${JSON.stringify({ chunks }, null, 1)}\n`);
    },
  };
}
