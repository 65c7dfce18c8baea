import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { columnSample } from "../../blocks/column/sample-data";
import type { Lang } from "../../schemas/lang";
import { blockPageMeta } from "../../src/blocks/block-page";
import { type LoadedBlockPage, pageMetaFromBlocks } from "../../src/blocks/page-loader.server";

type PageInput = Omit<LoadedBlockPage, "meta">;
const hero = { id: "hero", type: "column", props: { columnCode: "about" }, data: columnSample };
const page = (seo: LoadedBlockPage["seo"]): PageInput => ({
  slug: "about",
  version: 1,
  title: { zh: "关于", en: "About" },
  seo,
  blocks: [hero],
});
/** The page as the loader sends it in one language: what the blocks supply is worked out on the server. */
const loaded = (p: PageInput, lang: Lang): LoadedBlockPage => ({ ...p, meta: pageMetaFromBlocks(p.blocks, lang, {}) });
const location = { pathname: "/about/", search: "" };
const meta = (lang: Lang, p: PageInput) => {
  const tags = blockPageMeta({ matches: [{ id: "root", data: { lang } }], loaderData: { page: loaded(p, lang) }, location }, "about");
  const named = (name: string) =>
    (tags.find((t) => (t as { name?: string }).name === name) as MetaDescriptor & { content?: string })?.content;
  return { description: named("description"), keywords: named("keywords") };
};

describe("block page description and keywords", () => {
  it("come from the column in each language when the document's SEO is empty", () => {
    const p = page({ description: { zh: "", en: "" }, keywords: { zh: "", en: "" } });
    expect(meta("zh", p)).toEqual({ description: "专注高活性乳铁蛋白十余年。", keywords: "乳铁蛋白" });
    expect(meta("en", p)).toEqual({ description: "More than a decade of high-activity lactoferrin.", keywords: "lactoferrin" });
  });

  it("take the editor's SEO text per language: Chinese-only SEO does not hide the column's English", () => {
    const p = page({ description: { zh: "编辑写的描述", en: "" }, keywords: { zh: "编辑关键词", en: "editor keywords" } });
    expect(meta("zh", p)).toEqual({ description: "编辑写的描述", keywords: "编辑关键词" });
    expect(meta("en", p)).toEqual({ description: "More than a decade of high-activity lactoferrin.", keywords: "editor keywords" });
  });

  it("come from a column the route loaded when no block supplies them (the home page and its index column)", () => {
    const p = { ...page({ description: { zh: "", en: "" }, keywords: { zh: "", en: "" } }), blocks: [] };
    const tags = blockPageMeta(
      { matches: [{ id: "root", data: { lang: "en" } }], loaderData: { page: loaded(p, "en"), column: columnSample.column }, location },
      "index",
    );
    expect(tags).toContainEqual({ name: "description", content: "More than a decade of high-activity lactoferrin." });
    expect(tags).toContainEqual({ name: "keywords", content: "lactoferrin" });
  });

  it("fall back to the editor's Chinese when neither the document nor a block has English", () => {
    const p = { ...page({ description: { zh: "编辑写的描述", en: "" }, keywords: { zh: "", en: "" } }), blocks: [] };
    expect(meta("en", p).description).toBe("编辑写的描述");
  });
});
