// The fastest a React server render of a page could be: the page's final markup, as plain React
// elements (no component, router, data, texts or HTTP around them), rendered the way entry.server
// renders (renderToPipeableStream, the whole document at once, collected), 32 renders in flight.
// `npm run bench` prints it beside the uncached server (decision 116).
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";

const VOID = new Set(["area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const TAG = /<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([a-zA-Z][\w:-]*)="([^"]*)"/g;
const REACT_NAME = { class: "className", for: "htmlFor", tabindex: "tabIndex", fetchpriority: "fetchPriority", srcset: "srcSet" };

/** A page's `<body>` (scripts and comments left out) as a tree of `{ tag, props, children }`. */
export function bodyTree(html) {
  const open = html.indexOf("<body");
  const body = html
    .slice(html.indexOf(">", open) + 1, html.lastIndexOf("</body>"))
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "");
  const root = { tag: "div", props: {}, children: [] };
  const stack = [root];
  for (const [, closing, tag, attributes, selfClosing, content] of body.matchAll(TAG)) {
    if (content !== undefined) {
      if (content.trim()) stack.at(-1).children.push(content);
      continue;
    }
    const name = tag.toLowerCase();
    if (closing) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const node = { tag: name, props: {}, children: [] };
    for (const [, key, value] of attributes.matchAll(ATTRIBUTE)) {
      if (key !== "style" && !key.startsWith("on")) node.props[REACT_NAME[key] ?? key] = value;
    }
    stack.at(-1).children.push(node);
    if (!selfClosing && !VOID.has(name)) stack.push(node);
  }
  return root;
}

const toElement = (node) => (typeof node === "string" ? node : createElement(node.tag, node.props, ...node.children.map(toElement)));

const renderOnce = (tree) =>
  new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(toElement(tree), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const out = new PassThrough();
        pipe(out);
        text(out).then(resolve, reject);
      },
      onShellError: reject,
    });
  });

/** Renders per second of the page's markup alone, over `seconds`, `inFlight` at a time. */
export async function reactFloor(html, { seconds = 5, inFlight = 32 } = {}) {
  const tree = bodyTree(html);
  await renderOnce(tree);
  let renders = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) {
        await renderOnce(tree);
        renders++;
      }
    }),
  );
  return Math.round(renders / seconds);
}
