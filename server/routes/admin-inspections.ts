import { Hono } from "hono";
import {
  InspectIdRequestSchema,
  LAB_ROLES,
  LabInspectionRowSchema,
  LabInspectionSchema,
  LabListRequestSchema,
  LabSaveResultsRequestSchema,
  LabTransitionRequestSchema,
} from "../../schemas/inspection";
import { pageOf } from "../../schemas/paging";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { LabAmendReportRequestSchema } from "../../schemas/report-verification";
import type { AppEnv } from "../http/app-env";
import { fileCall, portalCall } from "../http/portal-call";
import { publicOrigin } from "../http/public-origin";
import { sendFile } from "../http/send-file";
import { getInspectionForLab, listAllInspections, saveResults } from "../services/lab-inspections";
import { advanceInspection } from "../services/lab-workflow";
import { amendReport } from "../services/report-amendment";
import { issueReport, readReportForLab } from "../services/reports";

/** The lab's back-office calls (roles lab and admin). */
export function adminInspectionRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  portalCall(
    r,
    { path: P.labInspectList, data: pageOf(LabInspectionRowSchema), schema: LabListRequestSchema, access: LAB_ROLES },
    ({ c, body }) => listAllInspections(c.get("deps").db, body),
  );
  portalCall(
    r,
    { path: P.labInspectDetail, data: LabInspectionSchema, codes: ["notFound"], schema: InspectIdRequestSchema, access: LAB_ROLES },
    ({ c, body }) => getInspectionForLab(c.get("deps").db, body.id),
  );
  portalCall(
    r,
    {
      path: P.labInspectTransition,
      data: LabInspectionSchema,
      codes: ["notFound", "conflict"],
      schema: LabTransitionRequestSchema,
      access: LAB_ROLES,
    },
    async ({ c, body, lang, auth }) => {
      await advanceInspection(c.get("deps").db, { id: body.id, to: body.to, reason: body.reason, actorId: auth.user.id }, lang);
      return getInspectionForLab(c.get("deps").db, body.id);
    },
  );
  portalCall(
    r,
    {
      path: P.labInspectSaveResults,
      data: LabInspectionSchema,
      codes: ["notFound", "conflict"],
      schema: LabSaveResultsRequestSchema,
      access: LAB_ROLES,
    },
    async ({ c, body, lang, auth }) => {
      await saveResults(c.get("deps").db, body.id, body.results, auth.user.id, lang);
      return getInspectionForLab(c.get("deps").db, body.id);
    },
  );
  portalCall(
    r,
    {
      path: P.labInspectIssueReport,
      data: LabInspectionSchema,
      codes: ["notFound", "conflict"],
      schema: InspectIdRequestSchema,
      access: LAB_ROLES,
    },
    async ({ c, body, lang, auth }) => {
      const { db, files } = c.get("deps");
      await issueReport(db, files, body.id, auth.user.id, lang, publicOrigin(c));
      return getInspectionForLab(db, body.id);
    },
  );
  portalCall(
    r,
    {
      path: P.labInspectAmendReport,
      data: LabInspectionSchema,
      codes: ["notFound", "conflict"],
      schema: LabAmendReportRequestSchema,
      access: LAB_ROLES,
    },
    async ({ c, body, lang, auth }) => {
      await amendReport(c.get("deps").db, { id: body.id, reason: body.reason, actorId: auth.user.id }, lang);
      return getInspectionForLab(c.get("deps").db, body.id);
    },
  );
  fileCall(
    r,
    {
      path: P.labInspectReportDownload,
      mediaTypes: ["application/pdf"],
      codes: ["notFound"],
      schema: InspectIdRequestSchema,
      access: LAB_ROLES,
    },
    async ({ c, body }) => {
      const { fileName, bytes } = await readReportForLab(c.get("deps").db, c.get("deps").files, body.id);
      return sendFile(c, bytes, "application/pdf", fileName);
    },
  );
  return r;
}
