import { describe, expect, it } from "vitest";
import { blocksByType } from "../../blocks/index";
import { blocksShowHeading } from "./page-heading.server";
import type { ResolvedBlock } from "./render-blocks";

const defaults = (type: string) => structuredClone(blocksByType.get(type)?.defaults) as Record<string, unknown>;
const block = (type: string, props: Record<string, unknown>, data: Record<string, unknown> = {}): ResolvedBlock => ({
  id: `${type}-1`,
  type,
  props,
  data,
});
const slide = { id: 1, title: "乳铁蛋白", titleEn: "Lactoferrin", image: "/demo/banner-1.svg" };

describe("blocksShowHeading: does a block give the page its h1?", () => {
  it("no for content blocks alone, so the page shows its title", () => {
    expect(blocksShowHeading([block("richText", defaults("richText"))], {})).toBe(false);
    expect(blocksShowHeading([], {})).toBe(false);
  });

  it("yes for a banner set to h1 that has slides; no when set to h2 or when it has none", () => {
    const h1 = { ...defaults("banner"), headingLevel: "h1" };
    expect(blocksShowHeading([block("banner", h1, { banners: [slide] })], {})).toBe(true);
    expect(blocksShowHeading([block("banner", { ...h1, headingLevel: "h2" }, { banners: [slide] })], {})).toBe(false);
    expect(blocksShowHeading([block("banner", h1, { banners: [] })], {})).toBe(false);
  });

  it("yes for a page header whose column loaded, no when it did not (the header then shows nothing)", () => {
    expect(blocksShowHeading([block("column", defaults("column"), { column: { id: 1, title: "关于我们" } })], {})).toBe(true);
    expect(blocksShowHeading([block("column", defaults("column"), { column: null })], {})).toBe(false);
  });

  it("looks into layouts' columns", () => {
    const header = block("column", defaults("column"), { column: { id: 1, title: "关于我们" } });
    const layout = block("twoColumns", { ...defaults("twoColumns"), left: [header], right: [] });
    expect(blocksShowHeading([layout], {})).toBe(true);
  });
});
