import type { AppLoadContext } from "react-router";
import type { ConsultClass, DataItem, WebsiteInfo } from "../schemas/entities";
import type { SiteMenu } from "../schemas/menu";
import { PORTAL_PATHS } from "../schemas/portal-paths";
import { detectLang } from "./i18n/detect-lang";
import { serverPortal } from "./portal/server-portal";
import type { RootData } from "./root-data";

/** Site config, category list and menus at startup; a failure of any is silently ignored (spec §8). */
export async function loadRootData(request: Request, context: AppLoadContext): Promise<RootData> {
  const lang = detectLang(request);
  const client = serverPortal(context, lang);
  const [websiteInfo, classList, steps, menu] = await Promise.all([
    client.post<WebsiteInfo>(PORTAL_PATHS.website).catch(() => null),
    client.post<ConsultClass[]>(PORTAL_PATHS.consultClass).catch(() => []),
    client.post<DataItem[]>(PORTAL_PATHS.dataList, { columnCode: "detectionStep" }).catch(() => []),
    client.post<SiteMenu>(PORTAL_PATHS.menu).catch(() => null),
  ]);
  const firstDetectionStepId = steps[0]?.id ?? null;
  const origin = context.publicOrigin?.(request.url) ?? new URL(request.url).origin;
  return {
    lang,
    websiteInfo,
    classList,
    menu,
    firstDetectionStepId,
    publicPortalUrl: context.publicPortalUrl,
    errorDetails: context.errorDetails,
    origin,
  };
}
