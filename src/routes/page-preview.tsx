import { data, Link } from "react-router";
import { blockPageMeta } from "../blocks/block-page";
import { loadPreviewPage } from "../blocks/preview-loader.server";
import { RenderBlocks } from "../blocks/render-blocks";
import { PageHeading } from "../content/page-heading";
import { useTranslation } from "../i18n/react";
import { pageMeta } from "../page-meta";
import { paths } from "../paths";
import { PreviewBanner } from "../preview/preview-banner";
import { buttonClass } from "../ui/button";
import type { Route } from "./+types/page-preview";

/**
 * `/preview/?token=…`: a page's latest saved draft for whoever holds a link an editor shared
 * (decision 194). Never cached, never indexed; an expired or forged link answers 404 and says so.
 */
export async function loader(args: Route.LoaderArgs) {
  const token = new URL(args.request.url).searchParams.get("token") ?? "";
  const preview = token ? await loadPreviewPage(args, token) : null;
  if (!preview) return data({ preview: null }, { status: 404 });
  return { preview };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.preview?.page;
  if (!page) return pageMeta(args.matches, "pagePreview", { noindex: true, location: args.location });
  return blockPageMeta({ ...args, loaderData: { page: { ...page, seo: { ...page.seo, noindex: true } } } }, "pagePreview");
};

export default function PagePreview({ loaderData: { preview } }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  if (!preview)
    return (
      <PageHeading title={t("pagePreview.goneTitle")} lead={t("pagePreview.gone")}>
        <Link to={paths.home()} className={buttonClass()}>
          {t("pagePreview.home")}
        </Link>
      </PageHeading>
    );
  return (
    <>
      <PreviewBanner draftUpdatedAt={preview.draftUpdatedAt} expiresAt={preview.expiresAt} />
      <RenderBlocks blocks={preview.page.blocks} />
    </>
  );
}
