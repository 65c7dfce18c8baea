import { describe, expect, it } from "vitest";
import { demoPages } from "../../server/db/seed/demo-pages";
import { fromPuckData, toPuckData } from "../../src/editor/document-data";

const about = demoPages.find((p) => p.slug === "about");
if (!about) throw new Error("the demo about page is missing");

describe("page document ↔ editor data", () => {
  it("a round trip through the editor gives back the same document: blocks, nesting, title and SEO", () => {
    expect(fromPuckData(toPuckData(about), about)).toEqual(about);
  });

  it("keeps a page sourced from Builder.io sourced from Builder.io, and lets the editor switch it back", () => {
    const fromBuilder = { ...about, source: "builder" as const };
    const data = toPuckData(fromBuilder);
    expect((data.root.props as { pageSource?: string }).pageSource).toBe("builder");
    expect(fromPuckData(data, fromBuilder).source).toBe("builder");

    const switched = { ...data, root: { props: { ...data.root.props, pageSource: "native" } } };
    expect(fromPuckData(switched, fromBuilder)).not.toHaveProperty("source");
  });
});
