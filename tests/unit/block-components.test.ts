import { describe, expect, it } from "vitest";
import { blockViews } from "../../blocks/components";
import { blockRegistry } from "../../blocks/index";
import { slotNames } from "../../src/blocks/block-tree";

/** The page renderer's component map (no schemas, for the browser) says the same as the registry. */
describe("block views", () => {
  it("has exactly the registered block types, each with the registration's component, hero flag and slots", async () => {
    expect(Object.keys(blockViews).sort()).toEqual(blockRegistry.map((r) => r.type).sort());
    for (const r of blockRegistry) {
      const view = blockViews[r.type];
      expect(!!view?.hero, r.type).toBe(r.category === "hero");
      expect([...(view?.slots ?? [])].sort(), `${r.type} slots`).toEqual(slotNames(r).sort());
      const lazy = view?.component as unknown as { load?: () => Promise<{ default: unknown }> };
      const component = lazy.load ? (await lazy.load()).default : view?.component;
      expect(component, r.type).toBe(r.component);
    }
  });
});
