import type { AppLoadContext } from "react-router";
import { RESULT_CODES } from "../../schemas/codes";
import type { PagePreview } from "../../schemas/page-share";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { detectLang } from "../i18n/detect-lang";
import { PortalRequestError } from "../portal/portal-client";
import { serverPortal } from "../portal/server-portal";
import { type LoadedBlockPage, pageMetaFromBlocks, resolveBlocks } from "./page-loader.server";

export interface LoadedPreview {
  page: LoadedBlockPage;
  draftUpdatedAt: string;
  expiresAt: string;
}

/**
 * The draft a shared preview link names, resolved like a published page (decision 194); null when the
 * link is not one the server signed or has expired.
 */
export async function loadPreviewPage(
  { request, context }: { request: Request; context: AppLoadContext },
  token: string,
): Promise<LoadedPreview | null> {
  const lang = detectLang(request);
  const portal = serverPortal(context, lang);
  let preview: PagePreview;
  try {
    preview = await portal.post<PagePreview>(PORTAL_PATHS.pagePreview, { token });
  } catch (err) {
    if (err instanceof PortalRequestError && (err.code === RESULT_CODES.notFound || err.code === RESULT_CODES.invalidInput)) return null;
    throw err;
  }
  const { slug, document } = preview;
  const blocks = await resolveBlocks(context, portal, slug, document.blocks);
  return {
    page: { slug, version: 0, title: document.title, seo: document.seo, blocks, meta: pageMetaFromBlocks(blocks, lang, {}) },
    draftUpdatedAt: preview.draftUpdatedAt,
    expiresAt: preview.expiresAt,
  };
}
