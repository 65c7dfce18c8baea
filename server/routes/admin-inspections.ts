import { Hono } from "hono";
import {
  InspectIdRequestSchema,
  LAB_ROLES,
  LabListRequestSchema,
  LabSaveResultsRequestSchema,
  LabTransitionRequestSchema,
} from "../../schemas/inspection";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import type { AppEnv } from "../http/app-env";
import { requireRole } from "../http/current-user";
import { portalCall } from "../http/portal-call";
import { getInspectionForLab, listAllInspections, saveResults } from "../services/lab-inspections";
import { advanceInspection } from "../services/lab-workflow";
import { issueReport } from "../services/reports";

/** The lab's back-office calls (roles lab and admin). */
export function adminInspectionRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  portalCall(r, P.labInspectList, LabListRequestSchema, async ({ c, body }) => {
    await requireRole(c, LAB_ROLES);
    return listAllInspections(c.get("deps").db, body);
  });
  portalCall(r, P.labInspectDetail, InspectIdRequestSchema, async ({ c, body }) => {
    await requireRole(c, LAB_ROLES);
    return getInspectionForLab(c.get("deps").db, body.id);
  });
  portalCall(r, P.labInspectTransition, LabTransitionRequestSchema, async ({ c, body, lang }) => {
    const { user } = await requireRole(c, LAB_ROLES);
    await advanceInspection(c.get("deps").db, { id: body.id, to: body.to, reason: body.reason, actorId: user.id }, lang);
    return getInspectionForLab(c.get("deps").db, body.id);
  });
  portalCall(r, P.labInspectSaveResults, LabSaveResultsRequestSchema, async ({ c, body, lang }) => {
    const { user } = await requireRole(c, LAB_ROLES);
    await saveResults(c.get("deps").db, body.id, body.results, user.id, lang);
    return getInspectionForLab(c.get("deps").db, body.id);
  });
  portalCall(r, P.labInspectIssueReport, InspectIdRequestSchema, async ({ c, body, lang }) => {
    const { user } = await requireRole(c, LAB_ROLES);
    const { db, files } = c.get("deps");
    await issueReport(db, files, body.id, user.id, lang);
    return getInspectionForLab(db, body.id);
  });
  return r;
}
