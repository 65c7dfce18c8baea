import { data } from "react-router";
import { NotFoundView } from "../layout/not-found-view";
import { pageMeta } from "../page-meta";
import type { Route } from "./+types/not-found";

/** Unmatched paths: status 404 and the page of spec §2. */
export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "notFound");

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundView path={loaderData.path} />;
}
