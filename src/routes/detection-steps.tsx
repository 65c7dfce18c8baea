import { data } from "react-router";
import type { DataItem } from "../../schemas/entities";
import { BlockPage, blockPageMeta } from "../blocks/block-page";
import { loadBlockPage } from "../blocks/page-loader.server";
import { paths } from "../paths";
import type { Route } from "./+types/detection-steps";

/** One block page for every step; the steps block shows the step named by the URL. Unknown ids are 404. */
export async function loader(args: Route.LoaderArgs) {
  const page = await loadBlockPage(args, "detectionSteps");
  const known = page.blocks.some(
    (b) =>
      b.type === "steps" &&
      b.props.showCurrentStep === true &&
      (b.data.items as DataItem[] | null)?.some((s) => String(s.id) === args.params.id),
  );
  if (!known) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = (args) =>
  blockPageMeta(args, "detectionSteps", { parents: [{ titleKey: "testingServices", path: paths.testingServices() }] });
export default BlockPage;
