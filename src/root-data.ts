import type { AppLoadContext } from "react-router";
import { useRouteLoaderData } from "react-router";
import type { ConsultClass, WebsiteInfo } from "../schemas/entities";
import type { Lang } from "../schemas/lang";
import { PORTAL_PATHS } from "../schemas/portal-paths";
import { detectLang } from "./i18n/detect-lang";
import { serverPortal } from "./portal/server-portal";

export interface RootData {
  lang: Lang;
  websiteInfo: WebsiteInfo | null;
  classList: ConsultClass[];
  publicPortalUrl: string;
}

/** Site config and category list at startup; a failure of either is silently ignored (spec §8). */
export async function loadRootData(request: Request, context: AppLoadContext): Promise<RootData> {
  const lang = detectLang(request);
  const client = serverPortal(context, lang);
  const [websiteInfo, classList] = await Promise.all([
    client.post<WebsiteInfo>(PORTAL_PATHS.website).catch(() => null),
    client.post<ConsultClass[]>(PORTAL_PATHS.consultClass).catch(() => []),
  ]);
  return { lang, websiteInfo, classList, publicPortalUrl: context.publicPortalUrl };
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
