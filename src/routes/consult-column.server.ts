import type { AppLoadContext } from "react-router";
import type { Column } from "../../schemas/entities";
import { PORTAL_PATHS } from "../../schemas/portal-paths";
import type { serverPortal } from "../portal/server-portal";

/** The news column (description and keywords of /consult/ and its articles); the pages work without it. */
export async function loadConsultColumn(portal: ReturnType<typeof serverPortal>, context: AppLoadContext): Promise<Column | null> {
  try {
    return await portal.post<Column>(PORTAL_PATHS.columnByCode, { columnCode: "consult" });
  } catch (err) {
    context.log("warn", { columnCode: "consult", err: String(err) }, "news column unavailable");
    return null;
  }
}
