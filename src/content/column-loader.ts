import { type AppLoadContext, data } from "react-router";
import { RESULT_CODES } from "../../schemas/codes";
import type { Column } from "../../schemas/entities";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import { detectLang } from "../i18n/detect-lang";
import { PortalRequestError } from "../portal/portal-client";
import { serverPortal } from "../portal/server-portal";

/** Loads a column by code for a page; a missing column is that page's 404. */
export async function loadColumn(request: Request, context: AppLoadContext, code: string): Promise<Column> {
  try {
    return await serverPortal(context, detectLang(request)).post<Column>(PORTAL_PATHS.columnByCode, { columnCode: code });
  } catch (err) {
    if (err instanceof PortalRequestError && err.code === RESULT_CODES.notFound) throw data(null, { status: 404 });
    throw err;
  }
}
