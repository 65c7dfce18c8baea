import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { bodyTree, type FloorNode } from "../../scripts/lib/react-floor.mjs";

const toElement = (node: FloorNode | string): ReturnType<typeof createElement> | string =>
  typeof node === "string" ? node : createElement(node.tag, node.props, ...node.children.map(toElement));

describe("the bench's React floor", () => {
  it("renders a page's body markup again, scripts and comments left out", () => {
    const html =
      '<!DOCTYPE html><html><head><title>x</title></head><body><div class="a" tabindex="-1"><img src="/x.svg" alt=""/><p>Hi <b>there</b><!-- --></p><br></div><script>alert(1)</script></body></html>';
    // React itself adds a preload for the image, as it does in the server's pages.
    expect(renderToStaticMarkup(toElement(bodyTree(html)))).toBe(
      '<link rel="preload" as="image" href="/x.svg"/><div><div class="a" tabindex="-1"><img src="/x.svg" alt=""/><p>Hi <b>there</b></p><br/></div></div>',
    );
  });
});
