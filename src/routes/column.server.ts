import type { AppLoadContext } from "react-router";
import type { Column } from "../../schemas/entities";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import type { serverPortal } from "../portal/server-portal";

/** A column whose texts give a page its description and keywords; the page works without it. */
export async function loadColumn(
  portal: ReturnType<typeof serverPortal>,
  context: AppLoadContext,
  columnCode: string,
): Promise<Column | null> {
  try {
    return await portal.post<Column>(PORTAL_PATHS.columnByCode, { columnCode });
  } catch (err) {
    context.log("warn", { columnCode, err: String(err) }, "column unavailable for page meta");
    return null;
  }
}
