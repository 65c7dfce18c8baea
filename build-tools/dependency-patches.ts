import type { Plugin } from "vite";
import { applyExactEdits, type Edit } from "./exact-edits.ts";

/** Edits to one module of a dependency, found by a marker in its code. */
export interface ModulePatch {
  package: string;
  marker: string;
  edits: readonly Edit[];
}

/**
 * A build plugin that edits dependencies' built code. Each edit must match exactly once and each
 * module of a package the build bundles must be found, or the build fails: the package changed
 * under the patch. Builds only: the dev server serves dependencies pre-bundled, unpatched.
 */
export function dependencyPatches(name: string, modules: readonly ModulePatch[]): Plugin {
  const patched = new Set<number>();
  const seen = new Set<string>();
  return {
    name,
    apply: "build",
    transform(code, id) {
      let out = code;
      modules.forEach((module, index) => {
        if (!id.includes(`/node_modules/${module.package}/`) || !/\.[cm]?js$/.test(id)) return;
        seen.add(module.package);
        if (!out.includes(module.marker)) return;
        const result = applyExactEdits(out, module.edits);
        if ("error" in result) this.error(`${name}: ${result.error} in ${id}; ${module.package} changed`);
        out = result.code;
        patched.add(index);
      });
      return out === code ? null : { code: out, map: null };
    },
    buildEnd(error) {
      if (error) return; // the build failed already (a patch that did not apply says why)
      // A build that bundles none of a package's code has nothing of it to patch.
      const missing = modules.filter((m, index) => seen.has(m.package) && !patched.has(index)).map((m) => `${m.package} (${m.marker})`);
      if (missing.length > 0) this.error(`${name}: not found: ${missing.join(", ")}`);
    },
  };
}
