import { Hono } from "hono";
import { z } from "zod";
import { EmptyRequestSchema } from "../../schemas/content-requests";
import { NoDataSchema } from "../../schemas/envelope";
import {
  COMPLETED_STATUSES,
  CompareExportRequestSchema,
  CompareRequestSchema,
  ComparisonSchema,
  DETECTING_FILTERS,
  DetectingListRequestSchema,
  DownloadBatchRequestSchema,
  DownloadTaskSchema,
  InspectCancelRequestSchema,
  InspectIdRequestSchema,
  InspectInsertAnswerSchema,
  InspectInsertRequestSchema,
  InspectionEventSchema,
  InspectionSchema,
  InspectListRequestSchema,
  InspectUpdateRequestSchema,
} from "../../schemas/inspection";
import { pageOf } from "../../schemas/paging";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import type { AppEnv } from "../http/app-env";
import { fileCall, portalCall } from "../http/portal-call";
import { sendFile } from "../http/send-file";
import { comparisonCsv, comparisonXlsx } from "../reports/comparison-sheet";
import { compareInspections } from "../services/comparison";
import { cancelOwnInspection, updateOwnInspection } from "../services/customer-sample-changes";
import { createDownloadTask, deleteDownloadTask, listDownloadTasks, readDownloadTaskFile } from "../services/download-tasks";
import { requireVerifiedEmail } from "../services/email-verification";
import { withinHourlyLimit } from "../services/hourly-limits";
import { insertInspection, inspectionTimeline, listInspections } from "../services/inspections";
import { readOwnReport } from "../services/reports";
import { cpuPool } from "../workers/cpu-pool";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The customer's inspection calls; each is scoped to the caller's own records. */
export function portalInspectionRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  portalCall(
    r,
    { path: P.inspectInsert, data: InspectInsertAnswerSchema, codes: ["rateLimited"], schema: InspectInsertRequestSchema, access: "user" },
    async ({ c, body, lang, auth }) => {
      const db = c.get("deps").db;
      await requireVerifiedEmail(db, auth.user, lang);
      return withinHourlyLimit(db, auth.user.id, "submission", lang, () => insertInspection(db, auth.user.id, body, lang));
    },
  );
  portalCall(
    r,
    { path: P.inspectTesting, data: pageOf(InspectionSchema), schema: DetectingListRequestSchema, access: "user" },
    ({ c, body, auth }) => listInspections(c.get("deps").db, auth.user.id, [...DETECTING_FILTERS[body.filter]], body),
  );
  portalCall(
    r,
    { path: P.inspectAchieved, data: pageOf(InspectionSchema), schema: InspectListRequestSchema, access: "user" },
    ({ c, body, auth }) => listInspections(c.get("deps").db, auth.user.id, COMPLETED_STATUSES, body),
  );
  portalCall(
    r,
    { path: P.inspectProcess, data: z.array(InspectionEventSchema), codes: ["notFound"], schema: InspectIdRequestSchema, access: "user" },
    ({ c, body, auth }) => inspectionTimeline(c.get("deps").db, auth.user.id, body.id),
  );
  portalCall(
    r,
    { path: P.inspectCancel, data: InspectionSchema, codes: ["notFound", "conflict"], schema: InspectCancelRequestSchema, access: "user" },
    ({ c, body, lang, auth }) => cancelOwnInspection(c.get("deps").db, auth.user.id, body, lang),
  );
  portalCall(
    r,
    { path: P.inspectUpdate, data: InspectionSchema, codes: ["notFound", "conflict"], schema: InspectUpdateRequestSchema, access: "user" },
    ({ c, body, lang, auth }) => updateOwnInspection(c.get("deps").db, auth.user.id, body, lang),
  );
  // The report itself: POST with the token in the header (never in a URL), PDF bytes back.
  fileCall(
    r,
    { path: P.inspectReportDownload, mediaTypes: ["application/pdf"], codes: ["notFound"], schema: InspectIdRequestSchema, access: "user" },
    async ({ c, body, auth }) => {
      const { fileName, bytes } = await readOwnReport(c.get("deps").db, c.get("deps").files, auth.user.id, body.id);
      return sendFile(c, bytes, "application/pdf", fileName);
    },
  );
  portalCall(
    r,
    { path: P.inspectCompare, data: ComparisonSchema, codes: ["notFound"], schema: CompareRequestSchema, access: "user" },
    ({ c, body, auth }) => compareInspections(c.get("deps").db, auth.user.id, body.ids),
  );
  fileCall(
    r,
    {
      path: P.inspectCompareDownload,
      mediaTypes: ["application/pdf", "text/csv; charset=utf-8", XLSX_TYPE],
      codes: ["notFound", "rateLimited"],
      schema: CompareExportRequestSchema,
      access: "user",
    },
    async ({ c, body, auth, lang }) => {
      const db = c.get("deps").db;
      return withinHourlyLimit(db, auth.user.id, "comparisonExport", lang, async () => {
        const comparison = await compareInspections(db, auth.user.id, body.ids);
        const stamp = new Date().toISOString();
        const name = `comparison-${stamp.slice(0, 10)}`;
        if (body.format === "csv") return sendFile(c, comparisonCsv(comparison, lang), "text/csv; charset=utf-8", `${name}.csv`);
        if (body.format === "xlsx") return sendFile(c, await comparisonXlsx(comparison, lang), XLSX_TYPE, `${name}.xlsx`);
        return sendFile(c, await cpuPool.run("comparisonPdf", comparison, stamp), "application/pdf", `${name}.pdf`);
      });
    },
  );
  portalCall(
    r,
    {
      path: P.inspectDownloadBatch,
      data: DownloadTaskSchema,
      codes: ["notFound", "rateLimited"],
      schema: DownloadBatchRequestSchema,
      access: "user",
    },
    async ({ c, body, auth, lang }) => {
      const db = c.get("deps").db;
      const task = await withinHourlyLimit(db, auth.user.id, "downloadBatch", lang, () => createDownloadTask(db, auth.user.id, body.ids));
      c.get("deps").jobs.kick();
      return task;
    },
  );
  portalCall(
    r,
    { path: P.downloadTaskList, data: z.array(DownloadTaskSchema), schema: EmptyRequestSchema, access: "user" },
    ({ c, auth }) => listDownloadTasks(c.get("deps").db, auth.user.id),
  );
  portalCall(
    r,
    { path: P.downloadTaskDelete, data: NoDataSchema, codes: ["notFound"], schema: InspectIdRequestSchema, access: "user" },
    async ({ c, body, auth }) => {
      await deleteDownloadTask(c.get("deps").db, c.get("deps").files, auth.user.id, body.id);
      return null;
    },
  );
  fileCall(
    r,
    { path: P.downloadTaskFile, mediaTypes: ["application/zip"], codes: ["notFound"], schema: InspectIdRequestSchema, access: "user" },
    async ({ c, body, auth }) => {
      const bytes = await readDownloadTaskFile(c.get("deps").db, c.get("deps").files, auth.user.id, body.id);
      return sendFile(c, bytes, "application/zip", `reports-${body.id}.zip`);
    },
  );
  return r;
}
