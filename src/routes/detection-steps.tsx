import { data } from "react-router";
import type { DataItem } from "../../schemas/entities";
import { BlockPage, blockPageMeta } from "../blocks/block-page";
import { loadBlockPage } from "../blocks/page-loader.server";
import { paths } from "../paths";
import type { Route } from "./+types/detection-steps";

/**
 * One block page for every step; the steps block shows the step named by the URL. An id that is not
 * a step is 404; steps that could not be read are an error (the error page, 500), not "not found".
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await loadBlockPage(args, "detectionSteps");
  const stepLists = page.blocks
    .filter((b) => b.type === "steps" && b.props.showCurrentStep === true)
    .map((b) => b.data.items as DataItem[] | null);
  if (stepLists.some((items) => items === null)) throw new Error("detection steps unavailable: their data call failed");
  if (!stepLists.some((items) => items?.some((s) => String(s.id) === args.params.id))) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = (args) =>
  blockPageMeta(args, "detectionSteps", { parents: [{ titleKey: "testingServices", path: paths.testingServices() }] });
export default BlockPage;
