import { ColumnRoute, columnMeta, loadColumnPage } from "../content/column-route";
import type { Route } from "./+types/about";

export const loader = (args: Route.LoaderArgs) => loadColumnPage(args, "about");
export const meta: Route.MetaFunction = (args) => columnMeta(args, "about");
export default ColumnRoute;
