import { BlockPage, blockPageMeta } from "../blocks/block-page";
import { loadBlockPage } from "../blocks/page-loader.server";
import { detectLang } from "../i18n/detect-lang";
import { serverPortal } from "../portal/server-portal";
import type { Route } from "./+types/home";
import { loadColumn } from "./column.server";

/** The home page has no column block, so its description and keywords come from the `index` column (spec §3). */
export const loader = async (args: Route.LoaderArgs) => {
  const [page, column] = await Promise.all([
    loadBlockPage(args, "index"),
    loadColumn(serverPortal(args.context, detectLang(args.request)), args.context, "index"),
  ]);
  return { page, column };
};
export const meta: Route.MetaFunction = (args) => blockPageMeta(args, "index");
export default BlockPage;
