import { BlockPage, blockPageMeta } from "../blocks/block-page";
import { loadBlockPage } from "../blocks/page-loader.server";
import type { Route } from "./+types/protein";

export const loader = async (args: Route.LoaderArgs) => ({ page: await loadBlockPage(args, "protein") });
export const meta: Route.MetaFunction = (args) => blockPageMeta(args, "protein");
export default BlockPage;
