import { dependencyPatches, type ModulePatch } from "./dependency-patches.ts";

/**
 * Edits that make the page editor's own markup pass axe (decision 031). Each module is found by a
 * marker; each edit must match exactly once, or the build fails (Puck or dnd-kit changed).
 * Re-checked in decision 202: without them axe finds nested-interactive, aria-prohibited-attr and
 * select-name in the editor (Puck 0.23.0, dnd-kit 0.4.0). Upstream: the zoom select is
 * puckeditor/puck#1807 (https://github.com/puckeditor/puck/issues/1807); the other two are drafted,
 * not filed yet: docs/upstream/puck-editor-accessibility.md.
 */
const MODULES: readonly ModulePatch[] = [
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
export const puckAccessibility = () => dependencyPatches("puck-accessibility", MODULES);
