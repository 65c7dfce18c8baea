import { BlockPage, blockPageMeta } from "../blocks/block-page";
import { loadBlockPage } from "../blocks/page-loader.server";
import type { Route } from "./+types/testing-services";

export const loader = async (args: Route.LoaderArgs) => ({ page: await loadBlockPage(args, "testingServices") });
export const meta: Route.MetaFunction = (args) => blockPageMeta(args, "testingServices");
export default BlockPage;
