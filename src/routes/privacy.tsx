import { loadPolicy } from "../content/policy.server";
import { PolicyRoute, policyMeta } from "../content/policy-route";
import type { Route } from "./+types/privacy";

export const loader = (args: Route.LoaderArgs) => loadPolicy(args, "privacy");
export const meta: Route.MetaFunction = (args) => policyMeta(args, "privacy");
export default PolicyRoute;
