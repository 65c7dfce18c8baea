import { BlockPage, blockPageMeta } from "../blocks/block-page";
import { loadBlockPage } from "../blocks/page-loader.server";
import type { Route } from "./+types/disclaimer";

export const loader = async (args: Route.LoaderArgs) => ({ page: await loadBlockPage(args, "disclaimer") });
export const meta: Route.MetaFunction = (args) => blockPageMeta(args, "disclaimer");
export default BlockPage;
