import { BlockPage, blockPageMeta } from "../blocks/block-page";
import { loadBlockPage } from "../blocks/page-loader.server";
import { productLd } from "../seo/structured-data";
import type { Route } from "./+types/protein";

export const loader = async (args: Route.LoaderArgs) => ({ page: await loadBlockPage(args, "protein") });
export const meta: Route.MetaFunction = (args) =>
  blockPageMeta(args, "protein", {
    entity: ({ origin, url, title, description, image, siteName }) =>
      productLd({ origin, url, name: title, description, image, brand: siteName }),
  });
export default BlockPage;
