import { useRouteLoaderData } from "react-router";
import type { ConsultClass, WebsiteInfo } from "../schemas/entities";
import type { Lang } from "../schemas/lang";

export interface RootData {
  lang: Lang;
  websiteInfo: WebsiteInfo | null;
  classList: ConsultClass[];
  /** The first detection step, linked from the testing-services menu. */
  firstDetectionStepId: number | null;
  publicPortalUrl: string;
  /** The site's public origin (SITE_URL, else the request's), for canonical and alternate URLs. */
  origin: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
