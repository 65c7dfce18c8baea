import type { AppLoadContext } from "react-router";
import type { Lang } from "../../schemas/lang";
import type { Block } from "../../schemas/page";
import type { BuilderSourceConfig } from "../load-context";
import { sanitizeRichText } from "../rich-text/sanitize.server";
import { type BuilderContent, prepareBuilderContent } from "./builder-content";
import { builderUrlPath, fetchBuilderPage } from "./builder-fetch.server";

/**
 * Pages whose fallback this process has logged. Every visitor hits the fallback while Builder is
 * down; one line per page says so. A page served from Builder again leaves the set, so the next
 * outage is logged too.
 */
const fallbackLogged = new Set<string>();

export interface BuilderSource {
  page: { apiKey: string; content: BuilderContent };
  blocks: Block[];
}

/**
 * The page's Builder.io content, made safe to render, and our blocks in it; `null` when Builder is
 * unreachable or has nothing for this URL and language (the caller renders the page's own document).
 */
export async function loadBuilderSource(
  context: AppLoadContext,
  config: BuilderSourceConfig,
  { slug, pathname, lang }: { slug: string; pathname: string; lang: Lang },
  fetchImpl: typeof fetch = fetch,
): Promise<BuilderSource | null> {
  const urlPath = builderUrlPath(pathname);
  const result = await fetchBuilderPage(config, { urlPath, lang }, fetchImpl);
  if (result.kind === "content") {
    fallbackLogged.delete(slug);
    const prepared = prepareBuilderContent(result.content, sanitizeRichText);
    return { page: { apiKey: config.publicKey, content: prepared.content }, blocks: prepared.blocks };
  }
  if (!fallbackLogged.has(slug)) {
    fallbackLogged.add(slug);
    context.log(
      "warn",
      { slug, urlPath, lang, reason: result.kind === "empty" ? "no Builder content" : result.reason },
      "Builder content unavailable: page rendered from its own document",
    );
  }
  return null;
}
