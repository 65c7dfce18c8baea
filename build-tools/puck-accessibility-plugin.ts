import type { Plugin } from "vite";
import { applyExactEdits, type Edit } from "./exact-edits.ts";

/**
 * Edits that make the page editor's own markup pass axe (decision 031). Each module is found by a
 * marker; each edit must match exactly once, or the build fails (Puck or dnd-kit changed).
 */
const MODULES: ReadonlyArray<{ package: string; marker: string; edits: readonly Edit[] }> = [
  {
    // dnd-kit's Accessibility plugin makes every draggable a `role="button"` tab stop and describes
    // "press space to pick up", but Puck gives dnd-kit only its pointer sensor: nothing answers the
    // keyboard there, and the outline rows it marks this way hold real buttons (nested-interactive).
    // Without it, keyboard users select a block through its outline button and move it with the
    // action bar's Move up / Move down, which is what works.
    package: "@dnd-kit/dom",
    marker: "var defaultPreset = {",
    edits: [
      [
        "plugins: [Accessibility, AutoScroller, Cursor, Feedback, PreventSelection],",
        "plugins: [AutoScroller, Cursor, Feedback, PreventSelection],",
      ],
    ],
  },
  {
    // The spinner names itself with aria-label on a role-less span (aria-prohibited-attr).
    package: "@puckeditor/core",
    marker: "var Loader = (_a) => {",
    edits: [['"aria-label": loadingLabel', 'role: "status",\n      "aria-label": loadingLabel']],
  },
  {
    // The viewport zoom <select> has no name: it gets the dictionary's `viewport-zoom-select`.
    package: "@puckeditor/core",
    marker: 'getClassName39("zoomSelect")',
    edits: [
      [
        'const zoomInLabel = useMessage("viewport-zoom-in");',
        'const zoomInLabel = useMessage("viewport-zoom-in");\n  const zoomSelectLabel = useMessage("viewport-zoom-select");',
      ],
      [
        'className: getClassName39("zoomSelect"),',
        'className: getClassName39("zoomSelect"),\n                "aria-label": zoomSelectLabel,',
      ],
    ],
  },
];

/** Patches Puck's and dnd-kit's client code so the editor's own interface passes axe (see MODULES). */
export function puckAccessibility(): Plugin {
  const patched = new Set<number>();
  const seen = new Set<string>();
  return {
    name: "puck-accessibility",
    apply: "build",
    transform(code, id) {
      let out = code;
      MODULES.forEach((module, index) => {
        if (!id.includes(`/node_modules/${module.package}/`) || !/\.[cm]?js$/.test(id)) return;
        seen.add(module.package);
        if (!out.includes(module.marker)) return;
        const result = applyExactEdits(out, module.edits);
        if ("error" in result) this.error(`puck-accessibility: ${result.error} in ${id}; ${module.package} changed`);
        out = result.code;
        patched.add(index);
      });
      return out === code ? null : { code: out, map: null };
    },
    buildEnd(error) {
      if (error) return; // the build failed already (a patch that did not apply says why)
      // A build that bundles none of their code (the server's, Storybook's) has nothing to patch.
      const missing = MODULES.filter((m, index) => seen.has(m.package) && !patched.has(index)).map((m) => `${m.package} (${m.marker})`);
      if (missing.length > 0) this.error(`puck-accessibility: not found: ${missing.join(", ")}`);
    },
  };
}
