import { type AppLoadContext, data } from "react-router";
import { blocksByType } from "../../blocks/index";
import { RESULT_CODES } from "../../schemas/codes";
import type { Block, PageDocument, PublishedPage } from "../../schemas/page";
import { migratePageDocument } from "../../schemas/page-migrations";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
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
}

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
  { request, context }: { request: Request; context: AppLoadContext },
  slug: string,
): Promise<LoadedBlockPage> {
  const portal = serverPortal(context, detectLang(request));
  let page: PublishedPage;
  try {
    page = await portal.post<PublishedPage>(PORTAL_PATHS.pageBySlug, { slug });
  } catch (err) {
    if (err instanceof PortalRequestError && err.code === RESULT_CODES.notFound) throw data(null, { status: 404 });
    throw err;
  }
  const doc = migratePageDocument(page.document);
  const { valid, problems } = validateBlocks(doc.blocks);
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
  const blocks = await Promise.all(sanitizeBlocks(valid, sanitizeRichText).map(resolve));
  return { slug, version: page.version, title: doc.title, seo: doc.seo, blocks };
}
