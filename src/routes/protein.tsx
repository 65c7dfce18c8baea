import { ColumnRoute, columnMeta, loadColumnPage } from "../content/column-route";
import type { Route } from "./+types/protein";

export const loader = (args: Route.LoaderArgs) => loadColumnPage(args, "protein");
export const meta: Route.MetaFunction = (args) => columnMeta(args, "protein");
export default ColumnRoute;
