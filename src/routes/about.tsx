import { BlockPage, blockPageMeta } from "../blocks/block-page";
import { loadBlockPage } from "../blocks/page-loader.server";
import type { Route } from "./+types/about";

export const loader = async (args: Route.LoaderArgs) => ({ page: await loadBlockPage(args, "about") });
export const meta: Route.MetaFunction = (args) => blockPageMeta(args, "about");
export default BlockPage;
