import { loadPolicy } from "../content/policy.server";
import { PolicyRoute, policyMeta } from "../content/policy-route";
import type { Route } from "./+types/disclaimer";

export const loader = (args: Route.LoaderArgs) => loadPolicy(args, "disclaimer");
export const meta: Route.MetaFunction = (args) => policyMeta(args, "disclaimer");
export default PolicyRoute;
