import type { AppLoadContext } from "react-router";
import type { ConsultClass, DataItem, WebsiteInfo } from "../schemas/entities";
import { PORTAL_PATHS } from "../schemas/portal-paths";
import { detectLang } from "./i18n/detect-lang";
import { serverPortal } from "./portal/server-portal";
import type { RootData } from "./root-data";

/** Site config and category list at startup; a failure of either is silently ignored (spec §8). */
export async function loadRootData(request: Request, context: AppLoadContext): Promise<RootData> {
  const lang = detectLang(request);
  const client = serverPortal(context, lang);
  const [websiteInfo, classList, steps] = await Promise.all([
    client.post<WebsiteInfo>(PORTAL_PATHS.website).catch(() => null),
    client.post<ConsultClass[]>(PORTAL_PATHS.consultClass).catch(() => []),
    client.post<DataItem[]>(PORTAL_PATHS.dataList, { columnCode: "detectionStep" }).catch(() => []),
  ]);
  const firstDetectionStepId = steps[0]?.id ?? null;
  const origin = context.publicOrigin?.(request.url) ?? new URL(request.url).origin;
  return {
    lang,
    websiteInfo,
    classList,
    firstDetectionStepId,
    publicPortalUrl: context.publicPortalUrl,
    errorDetails: context.errorDetails,
    origin,
  };
}
