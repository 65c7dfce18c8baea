import { Hono } from "hono";
import { EmptyRequestSchema } from "../../schemas/content-requests";
import {
  COMPLETED_STATUSES,
  CompareExportRequestSchema,
  CompareRequestSchema,
  DETECTING_STATUSES,
  DownloadBatchRequestSchema,
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
import { sendFile } from "../http/send-file";
import { comparisonCsv, comparisonPdf } from "../reports/comparison-export";
import { compareInspections } from "../services/comparison";
import { createDownloadTask, deleteDownloadTask, listDownloadTasks, readDownloadTaskFile } from "../services/download-tasks";
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
    return sendFile(c, bytes, "application/pdf", fileName);
  });
  portalCall(r, P.inspectCompare, CompareRequestSchema, async ({ c, body }) => {
    const { user } = await requireUser(c);
    return compareInspections(c.get("deps").db, user.id, body.ids);
  });
  r.post(P.inspectCompareDownload, async (c) => {
    const lang = requestLang(c);
    const body = parseWith(CompareExportRequestSchema, await readJsonObject(c, lang), lang);
    const { user } = await requireUser(c);
    const comparison = await compareInspections(c.get("deps").db, user.id, body.ids);
    const stamp = new Date().toISOString();
    const name = `comparison-${stamp.slice(0, 10)}`;
    return body.format === "csv"
      ? sendFile(c, comparisonCsv(comparison), "text/csv; charset=utf-8", `${name}.csv`)
      : sendFile(c, await comparisonPdf(comparison, stamp), "application/pdf", `${name}.pdf`);
  });
  portalCall(r, P.inspectDownloadBatch, DownloadBatchRequestSchema, async ({ c, body }) => {
    const { user } = await requireUser(c);
    const task = await createDownloadTask(c.get("deps").db, user.id, body.ids);
    c.get("deps").jobs.kick();
    return task;
  });
  portalCall(r, P.downloadTaskList, EmptyRequestSchema, async ({ c }) => {
    const { user } = await requireUser(c);
    return listDownloadTasks(c.get("deps").db, user.id);
  });
  portalCall(r, P.downloadTaskDelete, InspectIdRequestSchema, async ({ c, body }) => {
    const { user } = await requireUser(c);
    await deleteDownloadTask(c.get("deps").db, c.get("deps").files, user.id, body.id);
    return null;
  });
  r.post(P.downloadTaskFile, async (c) => {
    const lang = requestLang(c);
    const body = parseWith(InspectIdRequestSchema, await readJsonObject(c, lang), lang);
    const { user } = await requireUser(c);
    const bytes = await readDownloadTaskFile(c.get("deps").db, c.get("deps").files, user.id, body.id);
    return sendFile(c, bytes, "application/zip", `reports-${body.id}.zip`);
  });
  return r;
}
