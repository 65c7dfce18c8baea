import { BlockPage, blockPageMeta } from "../blocks/block-page";
import { loadBlockPage } from "../blocks/page-loader.server";
import type { Route } from "./+types/home";

export const loader = async (args: Route.LoaderArgs) => ({ page: await loadBlockPage(args, "index") });
export const meta: Route.MetaFunction = (args) => blockPageMeta(args, "index");
export default BlockPage;
