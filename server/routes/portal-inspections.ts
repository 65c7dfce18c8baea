import { Hono } from "hono";
import {
  COMPLETED_STATUSES,
  DETECTING_STATUSES,
  InspectIdRequestSchema,
  InspectInsertRequestSchema,
  InspectListRequestSchema,
} from "../../schemas/inspection";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/current-user";
import { requestLang } from "../http/lang";
import { parseWith, readJsonObject } from "../http/parse-body";
import { portalCall } from "../http/portal-call";
import { insertInspection, inspectionTimeline, listInspections } from "../services/inspections";
import { readOwnReport } from "../services/reports";

/** The customer's inspection calls; each is scoped to the caller's own records. */
export function portalInspectionRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  portalCall(r, P.inspectInsert, InspectInsertRequestSchema, async ({ c, body, lang }) => {
    const { user } = await requireUser(c);
    return insertInspection(c.get("deps").db, user.id, body, lang);
  });
  portalCall(r, P.inspectTesting, InspectListRequestSchema, async ({ c, body }) => {
    const { user } = await requireUser(c);
    return listInspections(c.get("deps").db, user.id, DETECTING_STATUSES, body);
  });
  portalCall(r, P.inspectAchieved, InspectListRequestSchema, async ({ c, body }) => {
    const { user } = await requireUser(c);
    return listInspections(c.get("deps").db, user.id, COMPLETED_STATUSES, body);
  });
  portalCall(r, P.inspectProcess, InspectIdRequestSchema, async ({ c, body }) => {
    const { user } = await requireUser(c);
    return inspectionTimeline(c.get("deps").db, user.id, body.id);
  });
  // The report itself: POST with the token in the header (never in a URL), PDF bytes back.
  r.post(P.inspectReportDownload, async (c) => {
    const lang = requestLang(c);
    const body = parseWith(InspectIdRequestSchema, await readJsonObject(c, lang), lang);
    const { user } = await requireUser(c);
    const { fileName, bytes } = await readOwnReport(c.get("deps").db, c.get("deps").files, user.id, body.id);
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    });
  });
  return r;
}
