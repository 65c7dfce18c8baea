import { z } from "zod";
import type { Lang } from "../../schemas/lang";
import type { BuilderSourceConfig } from "../load-context";
import { type BuilderContent, BuilderContentSchema, hasVisibleBlocks } from "./builder-content";

export type BuilderFetchResult = { kind: "content"; content: BuilderContent } | { kind: "empty" } | { kind: "unreachable"; reason: string };

const ResultsSchema = z.looseObject({ results: z.array(z.unknown()) });

/** A slow Builder must not hold the page: after this the page renders from its own document. */
const TIMEOUT_MS = 3000;

/** `/about/` and `/about` are one page to an editor; Builder's URL targeting gets the form without the slash. */
export function builderUrlPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : "/";
}

/**
 * The published Builder entry of model `page` targeted at a URL path and locale, read on the server
 * from Builder's content API (plain `fetch`, so BUILDER_API_URL can point tests at a local server).
 */
export async function fetchBuilderPage(
  config: BuilderSourceConfig,
  { urlPath, lang }: { urlPath: string; lang: Lang },
  fetchImpl: typeof fetch = fetch,
): Promise<BuilderFetchResult> {
  const url = new URL("/api/v3/content/page", config.apiUrl);
  url.searchParams.set("apiKey", config.publicKey);
  url.searchParams.set("userAttributes.urlPath", urlPath);
  url.searchParams.set("userAttributes.locale", lang);
  url.searchParams.set("locale", lang);
  url.searchParams.set("limit", "1");
  let body: unknown;
  try {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
    if (!res.ok) return { kind: "unreachable", reason: `HTTP ${res.status}` };
    body = await res.json();
  } catch (err) {
    return { kind: "unreachable", reason: String(err) };
  }
  const parsed = ResultsSchema.safeParse(body);
  if (!parsed.success) return { kind: "unreachable", reason: "answer without results" };
  const first = parsed.data.results[0];
  if (first === undefined) return { kind: "empty" };
  const content = BuilderContentSchema.safeParse(first);
  if (!content.success) return { kind: "unreachable", reason: "entry is not page content" };
  return hasVisibleBlocks(content.data) ? { kind: "content", content: content.data } : { kind: "empty" };
}
