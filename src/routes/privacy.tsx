import { BlockPage, blockPageMeta } from "../blocks/block-page";
import { loadBlockPage } from "../blocks/page-loader.server";
import type { Route } from "./+types/privacy";

export const loader = async (args: Route.LoaderArgs) => ({ page: await loadBlockPage(args, "privacy") });
export const meta: Route.MetaFunction = (args) => blockPageMeta(args, "privacy");
export default BlockPage;
