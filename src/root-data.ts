import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { ConsultClass, WebsiteInfo } from "../schemas/entities";
import type { Lang } from "../schemas/lang";
import type { SiteMenu } from "../schemas/menu";
import { needsStoredSiteData, useStoredSiteData, withStoredSiteData } from "./session/stored-site-data";

export interface RootData {
  lang: Lang;
  websiteInfo: WebsiteInfo | null;
  classList: ConsultClass[];
  /** The header's and footer's menus (visible items); null when the portal did not answer (the built-in menu shows). */
  menu: SiteMenu | null;
  /** The first detection step, linked from the testing-services menu. */
  firstDetectionStepId: number | null;
  publicPortalUrl: string;
  /** NODE_ENV=development on the server: the error boundary shows an error's message and stack. */
  errorDetails?: boolean;
  /** The site's public origin (SITE_URL, else the request's), for canonical and alternate URLs. */
  origin: string;
}

/** The root loader's data exactly as the server sent it. */
export function useLoadedRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The root data, with websiteInfo and classList from localStorage when the server could not load them. */
export function useRootData(): RootData | undefined {
  const data = useLoadedRootData();
  const stored = useStoredSiteData(data ? needsStoredSiteData(data) : false);
  return useMemo(() => (data ? withStoredSiteData(data, stored) : data), [data, stored]);
}
