import { lazy, Suspense } from "react";
import type { MetaDescriptor } from "react-router";
import type { Column } from "../../schemas/entities";
import { type LocalizedText, localize } from "../../schemas/localize-text";
import { columnText } from "../content/column-text";
import { type PageMetaExtra, type PageTitleKey, pageMeta, rootLang } from "../page-meta";
import type { LoadedBlockPage } from "./page-loader.server";
import { RenderBlocks } from "./render-blocks";

type MetaArgs = {
  matches: ReadonlyArray<{ id: string; pathname?: string; data?: unknown } | undefined>;
  /** `column`: a page without a column block may name one for its description and keywords. */
  loaderData?: { page: LoadedBlockPage; column?: Column | null };
  location: { pathname: string; search: string };
};

/**
 * `<title>`, description, keywords, share image and the search-engine tags of a block page, in the
 * current language. What the blocks supply (worked out by the loader, so the browser needs no block
 * registry) comes first for the title and image; the document's own SEO texts win for description
 * and keywords when an editor filled them in for this language.
 */
export function blockPageMeta(
  { matches, loaderData, location }: MetaArgs,
  titleKey: PageTitleKey,
  extra: Pick<PageMetaExtra, "entity" | "parents"> = {},
): MetaDescriptor[] {
  const page = loaderData?.page;
  if (!page) return pageMeta(matches, titleKey, { ...extra, location });
  const lang = rootLang(matches);
  const fromBlocks = { ...page.meta };
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
    image: fromBlocks.image,
    noindex: page.seo.noindex === true,
    ...extra,
    location,
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
