import type { MetaDescriptor } from "react-router";
import { localize } from "../../schemas/localized";
import { pageMeta, rootLang } from "../page-meta";
import type { LoadedBlockPage } from "./page-loader.server";
import { RenderBlocks } from "./render-blocks";

type MetaArgs = { matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>; loaderData?: { page: LoadedBlockPage } };

/** `<title>`, description and keywords of a block page in the current language (English falls back to Chinese). */
export function blockPageMeta({ matches, loaderData }: MetaArgs, titleKey: string): MetaDescriptor[] {
  const page = loaderData?.page;
  if (!page) return pageMeta(matches, titleKey);
  const lang = rootLang(matches);
  return pageMeta(matches, titleKey, {
    title: localize(page.title, lang),
    description: localize(page.seo.description, lang),
    keywords: localize(page.seo.keywords, lang),
  });
}

export function BlockPage({ loaderData }: { loaderData: { page: LoadedBlockPage } }) {
  return <RenderBlocks blocks={loaderData.page.blocks} />;
}
