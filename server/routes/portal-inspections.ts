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
import { portalCall } from "../http/portal-call";
import { insertInspection, inspectionTimeline, listInspections } from "../services/inspections";

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
  return r;
}
