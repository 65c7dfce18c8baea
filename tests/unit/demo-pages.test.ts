import { describe, expect, it } from "vitest";
import { PageDocumentSchema } from "../../schemas/page";
import { demoPages } from "../../server/db/seed/demo-pages";
import { validateBlocks } from "../../src/blocks/validate-blocks";

const bySlug = new Map(demoPages.map((p) => [p.slug, p]));

describe("demo pages", () => {
  it("are valid documents whose every block passes its registration", () => {
    for (const page of demoPages) {
      expect(PageDocumentSchema.safeParse(page).success, page.slug).toBe(true);
      expect(validateBlocks(page.blocks).problems, page.slug).toEqual([]);
    }
  });

  it("cover every block page of the site", () => {
    expect([...bySlug.keys()].sort()).toEqual(
      ["about", "contact", "detectionSteps", "disclaimer", "index", "privacy", "protein", "testingServices"].sort(),
    );
  });

  it.each([
    ["about", ["introduce", "advantage", "mission", "problem"]],
    ["protein", ["introduce", "ingredient", "application", "advantage", "problem"]],
    ["contact", ["leaveMessage"]],
  ])("%s carries the spec's anchors", (slug, anchors) => {
    const present = bySlug.get(slug)?.blocks.map((b) => b.anchor) ?? [];
    for (const a of anchors) expect(present, `${slug}#${a}`).toContain(a);
  });

  it("say each page's own thing: no block is repeated verbatim on another page (issue 24)", () => {
    const first = new Map<string, string>();
    for (const page of demoPages)
      for (const block of page.blocks) {
        const content = JSON.stringify([block.type, block.props]);
        expect(first.get(content), `${page.slug}: block ${block.id}`).toBeUndefined();
        first.set(content, `${page.slug}/${block.id}`);
      }
  });

  it("show each list of entries on one page, except the testing steps, which the testing services page sums up", () => {
    const pagesOf = new Map<string, string[]>();
    for (const page of demoPages)
      for (const block of page.blocks) {
        const list = (block.props as { columnCode?: unknown }).columnCode;
        // A `column` block is the page's header: its code is the page's own.
        if (typeof list !== "string" || block.type === "column") continue;
        pagesOf.set(list, [...(pagesOf.get(list) ?? []), page.slug]);
      }
    const shared = [...pagesOf].filter(([, slugs]) => slugs.length > 1);
    expect(shared).toEqual([["detectionStep", ["testingServices", "detectionSteps"]]]);
  });

  it("uses unique block ids within each page", () => {
    for (const page of demoPages) expect(new Set(page.blocks.map((b) => b.id)).size, page.slug).toBe(page.blocks.length);
  });
});
