import { lazy, Suspense } from "react";
import type { MetaDescriptor } from "react-router";
import type { BlockMeta } from "../../blocks/define-block";
import { blocksByType } from "../../blocks/index";
import type { Column } from "../../schemas/entities";
import { type LocalizedText, localize } from "../../schemas/localized";
import { columnText } from "../content/column-text";
import { pageMeta, rootLang } from "../page-meta";
import type { LoadedBlockPage } from "./page-loader.server";
import { RenderBlocks } from "./render-blocks";

type MetaArgs = {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  /** `column`: a page without a column block may name one for its description and keywords. */
  loaderData?: { page: LoadedBlockPage; column?: Column | null };
  params: Record<string, string | undefined>;
};

/**
 * `<title>`, description and keywords of a block page in the current language. What the blocks
 * supply (a column's texts with its English fallback, a policy's title) comes first for the title;
 * the document's own SEO texts win for description and keywords when an editor filled them in for
 * this language.
 */
export function blockPageMeta({ matches, loaderData, params }: MetaArgs, titleKey: string): MetaDescriptor[] {
  const page = loaderData?.page;
  if (!page) return pageMeta(matches, titleKey);
  const lang = rootLang(matches);
  const fromBlocks: BlockMeta = {};
  for (const block of page.blocks) {
    const m = blocksByType.get(block.type)?.meta?.({ props: block.props, data: block.data, lang, params });
    if (!m) continue;
    fromBlocks.title ??= m.title || undefined;
    fromBlocks.description ??= m.description || undefined;
    fromBlocks.keywords ??= m.keywords || undefined;
  }
  if (loaderData?.column) {
    const column = columnText(loaderData.column, lang);
    fromBlocks.description ??= column.description || undefined;
    fromBlocks.keywords ??= column.keywords || undefined;
  }
  // Per language: the editor's SEO text in this language, else what the blocks say in it (a column's
  // English, itself falling back to its Chinese), else the editor's Chinese.
  const seoText = (text: LocalizedText, blocks: string | undefined) =>
    (lang === "en" ? text.en.trim() : text.zh.trim()) || blocks || text.zh.trim() || undefined;
  return pageMeta(matches, titleKey, {
    title: fromBlocks.title ?? (localize(page.title, lang) || undefined),
    description: seoText(page.seo.description, fromBlocks.description),
    keywords: seoText(page.seo.keywords, fromBlocks.keywords),
  });
}

/** Builder.io's SDK and our adapter: a chunk of its own, fetched only by pages whose content comes from Builder. */
const BuilderPage = lazy(() => import("../builder/builder-page"));

export function BlockPage({ loaderData }: { loaderData: { page: LoadedBlockPage } }) {
  const { page } = loaderData;
  if (page.builder)
    return (
      // The server waits for the chunk (the whole document is sent at once); the browser keeps the
      // server's HTML until the chunk is there, then hydrates it.
      <Suspense fallback={null}>
        <BuilderPage page={{ ...page, builder: page.builder }} />
      </Suspense>
    );
  return <RenderBlocks blocks={page.blocks} />;
}
