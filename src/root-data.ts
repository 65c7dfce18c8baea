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
  /** NODE_ENV=development on the server: the error boundary shows an error's message and stack. */
  errorDetails?: boolean;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
