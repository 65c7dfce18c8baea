import { ColumnRoute, columnMeta, loadColumnPage } from "../content/column-route";
import type { Route } from "./+types/contact";

export const loader = (args: Route.LoaderArgs) => loadColumnPage(args, "contact");
export const meta: Route.MetaFunction = (args) => columnMeta(args, "contact");
export default ColumnRoute;
