import { dependencyPatches } from "./dependency-patches.ts";

/**
 * Emotion adopts the server's `<style data-emotion>` elements by moving them: creating a cache
 * appends every one to `<head>`, and adopting them into a sheet (the cache's, each `<Global>`'s)
 * inserts each again. Every move takes a stylesheet out of the document and puts it back, and the
 * browser then restyles the whole page: with our ~90 KB of server CSS that was 60–80 ms per move at
 * a phone's speed, several times before hydration ends (decision 107). Our server writes those
 * elements into `<head>` in the order emotion would give them, so an element already in the
 * document is adopted where it is. Elements elsewhere (none of ours) move as before.
 *
 * Re-measured in decision 202 (kept: style and layout work on /login/ 532 → 924 ms without it).
 * Upstream: nearest is emotion-js/emotion#3128 (https://github.com/emotion-js/emotion/issues/3128);
 * an issue for this cost is drafted, not filed yet: docs/upstream/emotion-adopt-ssr-styles-in-place.md.
 */
export const emotionStylesInPlace = () =>
  dependencyPatches("emotion-styles-in-place", [
    {
      package: "@emotion/cache",
      marker: 'var ssrStyles = document.querySelectorAll("style[data-emotion]:not([data-s])");',
      edits: [
        ["      document.head.appendChild(node);\n", "      if (node.parentNode !== document.head) document.head.appendChild(node);\n"],
      ],
    },
    {
      package: "@emotion/sheet",
      marker: "_proto.hydrate = function hydrate(nodes) {",
      edits: [
        [
          "    nodes.forEach(this._insertTag);\n",
          "    var _this = this;\n    nodes.forEach(function (tag) {\n      if (tag.isConnected) _this.tags.push(tag);\n      else _this._insertTag(tag);\n    });\n",
        ],
      ],
    },
  ]);
