import { data } from "react-router";
import { PageSlugSchema } from "../../schemas/page";
import { FIXED_PAGE_PATHS } from "../../schemas/page-admin";
import { BlockPage, blockPageMeta } from "../blocks/block-page";
import { loadBlockPage } from "../blocks/page-loader.server";
import type { Route } from "./+types/custom-page";

/** Pages editors create in the back office, at /p/{slug}. The site's own pages live at their own paths. */
export async function loader(args: Route.LoaderArgs) {
  const slug = args.params.slug;
  if (slug in FIXED_PAGE_PATHS || !PageSlugSchema.safeParse(slug).success) throw data(null, { status: 404 });
  return { page: await loadBlockPage(args, slug) };
}

/** The page's own title, description and search-engine tags (unless an editor hid it); a missing page is the 404's. */
export const meta: Route.MetaFunction = (args) => blockPageMeta(args, args.loaderData?.page ? "customPage" : "notFound");
export default BlockPage;
