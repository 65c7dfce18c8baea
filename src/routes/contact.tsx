import { BlockPage, blockPageMeta } from "../blocks/block-page";
import { loadBlockPage } from "../blocks/page-loader.server";
import type { Route } from "./+types/contact";

export const loader = async (args: Route.LoaderArgs) => ({ page: await loadBlockPage(args, "contact") });
export const meta: Route.MetaFunction = (args) => blockPageMeta(args, "contact");
export default BlockPage;
