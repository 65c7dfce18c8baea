import { data } from "react-router";
import { localize } from "../../schemas/localize-text";
import { PageSlugSchema } from "../../schemas/page";
import { FIXED_PAGE_PATHS } from "../../schemas/page-admin";
import { BlockPage, blockPageMeta } from "../blocks/block-page";
import { blocksShowHeading } from "../blocks/page-heading.server";
import { loadBlockPage } from "../blocks/page-loader.server";
import { PageTitle } from "../blocks/page-title";
import { usePageLang } from "../blocks/render-blocks";
import type { Route } from "./+types/custom-page";

/** Pages editors create in the back office, at /p/{slug}. The site's own pages live at their own paths. */
export async function loader(args: Route.LoaderArgs) {
  const slug = args.params.slug;
  if (slug in FIXED_PAGE_PATHS || !PageSlugSchema.safeParse(slug).success) throw data(null, { status: 404 });
  const page = await loadBlockPage(args, slug);
  // Every page has one h1: its title, unless a block (a page header, a banner set to h1) shows one.
  return { page, showTitle: !page.builder && !blocksShowHeading(page.blocks, args.params) };
}

/** The page's own title, description and search-engine tags (unless an editor hid it); a missing page is the 404's. */
export const meta: Route.MetaFunction = (args) => blockPageMeta(args, args.loaderData?.page ? "customPage" : "notFound");

export default function CustomPage({ loaderData }: Route.ComponentProps) {
  const lang = usePageLang();
  return (
    <>
      {loaderData.showTitle && <PageTitle title={localize(loaderData.page.title, lang)} />}
      <BlockPage loaderData={loaderData} />
    </>
  );
}
