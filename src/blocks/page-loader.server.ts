import { type AppLoadContext, data } from "react-router";
import type { BlockMeta } from "../../blocks/define-block";
import { blocksByType } from "../../blocks/index";
import { RESULT_CODES } from "../../schemas/codes";
import type { Lang } from "../../schemas/lang";
import { type Block, CURRENT_PAGE_SCHEMA_VERSION, type PageDocument, type PublishedPage, uniqueBlockKeys } from "../../schemas/page";
import { migratePageDocument } from "../../schemas/page-migrations";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import type { BuilderContent } from "../builder/builder-content";
import { loadBuilderSource } from "../builder/builder-source.server";
import { detectLang } from "../i18n/detect-lang";
import { PortalRequestError } from "../portal/portal-client";
import { serverPortal } from "../portal/server-portal";
import { sanitizeRichText } from "../rich-text/sanitize.server";
import { slotNames } from "./block-tree";
import type { ResolvedBlock } from "./render-blocks";
import { sanitizeBlocks } from "./sanitize-props";
import { validateBlocks } from "./validate-blocks";

export interface LoadedBlockPage {
  slug: string;
  version: number;
  title: PageDocument["title"];
  seo: PageDocument["seo"];
  blocks: ResolvedBlock[];
  /** What the blocks supply for `<title>`, description, keywords and share image, in the request's language (see pageMetaFromBlocks). */
  meta: BlockMeta;
  /** Set when the page comes from Builder.io: `blocks` are then our blocks found in `content`, resolved. */
  builder?: BuilderPageSource;
}

export interface BuilderPageSource {
  /** Public key of the space, for the SDK in the browser (it only renders; tracking is off). */
  apiKey: string;
  content: BuilderContent;
  lang: Lang;
}

export type Portal = ReturnType<typeof serverPortal>;

/** Sanitizes the HTML fields a block's data request names, in one record or in each of a list. */
function sanitizeData(result: unknown, fields: string[] | undefined): unknown {
  if (!fields?.length || result === null || typeof result !== "object") return result;
  if (Array.isArray(result)) return result.map((item) => sanitizeData(item, fields));
  const out: Record<string, unknown> = { ...(result as Record<string, unknown>) };
  for (const f of fields) if (typeof out[f] === "string") out[f] = sanitizeRichText(out[f] as string);
  return out;
}

/**
 * A block page for a route loader: the published document, upgraded, with invalid or unknown
 * blocks dropped and logged, rich text sanitized, and every block's portal data fetched in parallel
 * (child blocks of layouts too). Reusable sections arrive already resolved by the portal.
 */
export async function loadBlockPage(
  { request, context, params = {} }: { request: Request; context: AppLoadContext; params?: Record<string, string | undefined> },
  slug: string,
): Promise<LoadedBlockPage> {
  const lang = detectLang(request);
  const portal = serverPortal(context, lang);
  let page: PublishedPage;
  try {
    page = await portal.post<PublishedPage>(PORTAL_PATHS.pageBySlug, { slug });
  } catch (err) {
    if (err instanceof PortalRequestError && err.code === RESULT_CODES.notFound) throw data(null, { status: 404 });
    throw err;
  }
  const doc = migratePageDocument(page.document);
  // Written by newer code (a rollback, a rolling deploy): render only the blocks today's registrations accept.
  if (doc.schemaVersion > CURRENT_PAGE_SCHEMA_VERSION)
    context.log(
      "error",
      { slug, schemaVersion: doc.schemaVersion, supported: CURRENT_PAGE_SCHEMA_VERSION },
      "page document newer than this code",
    );
  if (doc.source === "builder" && context.builder) {
    // Builder's content changes without our content revisions knowing: never kept by the page cache.
    context.uncacheable?.();
    const source = await loadBuilderSource(context, context.builder, { slug, pathname: new URL(request.url).pathname, lang });
    if (source) {
      // Builder's SDK writes <style> elements of its own as it renders (decision 073).
      context.inlineStyles?.();
      const blocks = await resolveBlocks(context, portal, slug, source.blocks);
      const meta = pageMetaFromBlocks(blocks, lang, params);
      return { slug, version: page.version, title: doc.title, seo: doc.seo, blocks, meta, builder: { ...source.page, lang } };
    }
  }
  const blocks = await resolveBlocks(context, portal, slug, doc.blocks);
  return { slug, version: page.version, title: doc.title, seo: doc.seo, blocks, meta: pageMetaFromBlocks(blocks, lang, params) };
}

/**
 * Blocks visitors may see, ready to render: ids and anchors made unique, unknown types and invalid
 * props dropped and logged, rich text sanitized, every block's portal data fetched in parallel.
 * Native documents and Builder.io content both go through here.
 */
export async function resolveBlocks(context: AppLoadContext, portal: Portal, slug: string, input: Block[]): Promise<ResolvedBlock[]> {
  const keyed = uniqueBlockKeys(input);
  for (const d of keyed.duplicates) context.log("warn", { slug, ...d }, "duplicate block key");
  const { valid, problems } = validateBlocks(keyed.blocks);
  for (const p of problems)
    context.log("warn", { slug, blockId: p.blockId, type: p.type, reason: p.reason, issues: p.issues }, "block not rendered");

  /** A block with its portal data, and its child blocks (layouts) resolved the same way. */
  const resolve = async (block: Block): Promise<ResolvedBlock> => {
    const registration = blocksByType.get(block.type);
    const requests = registration?.data ? Object.entries(registration.data(block.props)) : [];
    const [results, children] = await Promise.all([
      Promise.all(
        requests.map(async ([key, req]) => {
          try {
            return [key, sanitizeData(await portal.post<unknown>(req.path, req.body), req.richTextFields)] as const;
          } catch (err) {
            context.log("warn", { slug, blockId: block.id, path: req.path, err: String(err) }, "block data unavailable");
            return [key, null] as const;
          }
        }),
      ),
      Promise.all(
        slotNames(registration).map(
          async (name) => [name, await Promise.all(((block.props[name] ?? []) as Block[]).map(resolve))] as const,
        ),
      ),
    ]);
    return { ...block, props: { ...block.props, ...Object.fromEntries(children) }, data: Object.fromEntries(results) };
  };
  // Rich text is sanitized first (the registry says where, child blocks included), then data is fetched.
  return Promise.all(sanitizeBlocks(valid, sanitizeRichText).map(resolve));
}

/**
 * What the blocks supply (a column's texts with its English fallback, a policy's title, the hero
 * image), first block first. Computed here, on the server, so the browser needs no block registry
 * (schemas, editor fields) to show a page's metadata; blockPageMeta weighs it against the editor's SEO texts.
 */
export function pageMetaFromBlocks(blocks: ResolvedBlock[], lang: Lang, params: Record<string, string | undefined>): BlockMeta {
  const fromBlocks: BlockMeta = {};
  for (const block of blocks) {
    const m = blocksByType.get(block.type)?.meta?.({ props: block.props, data: block.data, lang, params });
    if (!m) continue;
    fromBlocks.title ??= m.title || undefined;
    fromBlocks.description ??= m.description || undefined;
    fromBlocks.keywords ??= m.keywords || undefined;
    fromBlocks.image ??= m.image || undefined;
  }
  return fromBlocks;
}
