import { comparisonPdf } from "../reports/comparison-export";
import { renderInspectionReport } from "../reports/inspection-report";
import { sanitizeRichTextForStorage } from "./sanitize-for-storage";

/**
 * Work that holds a CPU for long stretches (a PDF with an embedded CJK font subset: ~0.5 s; sanitizing
 * 100,000 characters of tags: up to ~1 s), run in the worker thread of cpu-pool.ts so the event loop
 * keeps answering other requests. Arguments and results cross threads by structured clone.
 */
export const CPU_TASKS = {
  sanitizeRichText: sanitizeRichTextForStorage,
  comparisonPdf,
  inspectionReportPdf: renderInspectionReport,
};

export type CpuTasks = typeof CPU_TASKS;
export type CpuTaskName = keyof CpuTasks;
