import type { MetaDescriptor } from "react-router";
import { type PageMetaExtra, pageMeta } from "../page-meta";
import type { LoadedBlockPage } from "./page-loader.server";
import { RenderBlocks } from "./render-blocks";

type MetaArgs = {
  matches: ReadonlyArray<{ id: string; pathname?: string; data?: unknown } | undefined>;
  loaderData?: { page: LoadedBlockPage };
  location: { pathname: string; search: string };
};

/**
 * `<title>`, description, keywords, share image and the search-engine tags of a block page, in the
 * current language. The loader worked out the texts from the blocks (pageMetaFromBlocks), so the
 * browser needs no block registry for them.
 */
export function blockPageMeta(
  { matches, loaderData, location }: MetaArgs,
  titleKey: string,
  extra: Pick<PageMetaExtra, "entity" | "parents"> = {},
): MetaDescriptor[] {
  return pageMeta(matches, titleKey, { ...loaderData?.page.meta, ...extra, location });
}

export function BlockPage({ loaderData }: { loaderData: { page: LoadedBlockPage } }) {
  return <RenderBlocks blocks={loaderData.page.blocks} />;
}
