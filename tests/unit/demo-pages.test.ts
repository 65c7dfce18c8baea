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

  it("uses unique block ids within each page", () => {
    for (const page of demoPages) expect(new Set(page.blocks.map((b) => b.id)).size, page.slug).toBe(page.blocks.length);
  });
});
