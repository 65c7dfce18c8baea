import { z } from "zod";
import { AttachmentIdsSchema, AttachmentSchema } from "./attachment";
import type { LocalizedText } from "./localize-text";
import { decimalNumber, IdSchema } from "./numbers";
import { PageRequestSchema } from "./paging";

/**
 * Sample inspections (DESIGN "Sample inspection"). Field messages are `errors:validation.*` keys,
 * shared by the /sampleTesting/ form and the portal.
 */
export const INSPECTION_STATUSES = ["submitted", "received", "testing", "completed", "rejected", "cancelled"] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
/**
 * The personal centre's tabs: "detecting" is everything without a report (DESIGN: not yet completed),
 * seen through one filter at a time: in progress (the default), rejected (with its reason) or
 * cancelled, so a rejected sample is never listed as being tested; "detected completed" is report issued.
 */
export const DETECTING_FILTERS = {
  inProgress: ["submitted", "received", "testing"],
  rejected: ["rejected"],
  cancelled: ["cancelled"],
} as const satisfies Record<string, InspectionStatus[]>;
export type DetectingFilter = keyof typeof DETECTING_FILTERS;
export const DETECTING_FILTER_NAMES = Object.keys(DETECTING_FILTERS) as [DetectingFilter, ...DetectingFilter[]];
export const COMPLETED_STATUSES: InspectionStatus[] = ["completed"];

/** The tests a customer can order (codes are stored; labels are shown). */
export const TEST_ITEMS = {
  lfContentHplc: { zh: "乳铁蛋白含量（HPLC）", en: "Lactoferrin content (HPLC)" },
  puritySdsPage: { zh: "纯度（SDS-PAGE）", en: "Purity (SDS-PAGE)" },
  ironSaturation: { zh: "铁饱和度", en: "Iron saturation" },
  antibacterialActivity: { zh: "抑菌活性", en: "Antibacterial activity" },
  proteinKjeldahl: { zh: "蛋白质（凯氏定氮）", en: "Protein (Kjeldahl)" },
  moisture: { zh: "水分", en: "Moisture" },
  ash: { zh: "灰分", en: "Ash" },
  microbiology: { zh: "微生物", en: "Microbiology" },
} as const satisfies Record<string, LocalizedText>;
export type TestItemCode = keyof typeof TEST_ITEMS;
export const TEST_ITEM_CODES = Object.keys(TEST_ITEMS) as [TestItemCode, ...TestItemCode[]];

export const QUANTITY_UNITS = ["g", "kg", "mL", "L", "bag", "bottle"] as const;

const text = (max: number, required: string | null, tooLong: string) =>
  required ? z.string().trim().min(1, required).max(max, tooLong) : z.string().trim().max(max, tooLong).default("");

const RegionCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,16}$/, "validation.regionInvalid");

export const InspectInsertRequestSchema = z.object({
  company: text(100, "validation.companyRequired", "validation.tooLong100"),
  contactPerson: text(50, "validation.nameRequired", "validation.tooLong50"),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,19}$/, "validation.phoneInvalid"),
  email: z
    .string()
    .trim()
    .max(200, "validation.emailInvalid")
    .refine((v) => z.email().safeParse(v).success, "validation.emailInvalid"),
  countryCode: RegionCode,
  provinceCode: z.union([RegionCode, z.literal("")]).default(""),
  address: text(200, "validation.addressRequired", "validation.tooLong200"),
  sampleName: text(100, "validation.sampleNameRequired", "validation.tooLong100"),
  batchNo: text(50, "validation.batchNoRequired", "validation.tooLong50"),
  quantity: decimalNumber("validation.quantityInvalid").pipe(
    z.number().positive("validation.quantityInvalid").max(100_000, "validation.quantityInvalid"),
  ),
  quantityUnit: z.enum(QUANTITY_UNITS, { error: "validation.unitInvalid" }),
  productionDate: z.iso
    .date({ error: "validation.dateInvalid" })
    // A day of slack: the customer's "today" may be ahead of UTC.
    .refine((d) => d <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), "validation.dateInFuture"),
  testItems: z
    .array(z.enum(TEST_ITEM_CODES, { error: "validation.testItemInvalid" }))
    .min(1, "validation.testItemsRequired")
    .max(TEST_ITEM_CODES.length)
    .refine((items) => new Set(items).size === items.length, "validation.testItemInvalid"),
  carrier: text(50, null, "validation.tooLong50"),
  trackingNo: text(50, null, "validation.tooLong50"),
  notes: text(1000, null, "validation.tooLong1000"),
  /** How the sample is to be kept (e.g. "2–8 ℃, dry, away from light"); printed on the report. */
  storageConditions: text(100, null, "validation.tooLong100"),
  /** The client's name as the report prints it; empty prints the company. */
  nameOnReport: text(200, null, "validation.tooLong200"),
  /** Files uploaded first through `base/file/upload`. */
  attachmentIds: AttachmentIdsSchema,
});
export type InspectInsertInput = z.input<typeof InspectInsertRequestSchema>;
export type InspectInsertRequest = z.output<typeof InspectInsertRequestSchema>;

/**
 * `inspect/update`: the customer corrects a sample's details until the lab receives it. Every field
 * of the submission except the attachments (those stay as sent).
 */
export const InspectUpdateRequestSchema = InspectInsertRequestSchema.omit({ attachmentIds: true }).extend({ id: IdSchema });
export type InspectUpdateRequest = z.output<typeof InspectUpdateRequestSchema>;
/** `inspect/cancel`: the customer withdraws a sample the lab has not received; the reason is optional. */
export const InspectCancelRequestSchema = z.object({
  id: IdSchema,
  reason: z.string().trim().max(500, "validation.tooLong500").default(""),
});
/** The states in which the customer may still cancel or edit a sample: the lab has not received it. */
export const CUSTOMER_EDITABLE_STATUSES: readonly InspectionStatus[] = ["submitted"];

/** Where to send the sample: the lab's address and packing instructions (site settings), in the request's language. */
export const ShippingInfoSchema = z.object({ address: z.string(), instructions: z.string() });
export type ShippingInfo = z.infer<typeof ShippingInfoSchema>;
export const InspectInsertAnswerSchema = z.object({ id: z.number().int(), inspectionNo: z.string(), shipping: ShippingInfoSchema });
export type InspectInsertAnswer = z.infer<typeof InspectInsertAnswerSchema>;

export const InspectListRequestSchema = PageRequestSchema.extend({
  /** Matches the inspection number or the sample name. */
  keyword: z.string().trim().max(100).default(""),
});
/** `inspect/testing`: `filter` picks which of the inspections without a report (default: in progress). */
export const DetectingListRequestSchema = InspectListRequestSchema.extend({
  filter: z.enum(DETECTING_FILTER_NAMES).default("inProgress"),
});
export const InspectIdRequestSchema = z.object({ id: IdSchema });

export const InspectionSchema = z.object({
  id: z.number().int(),
  inspectionNo: z.string(),
  status: z.enum(INSPECTION_STATUSES),
  company: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  countryCode: z.string(),
  provinceCode: z.string(),
  address: z.string(),
  sampleName: z.string(),
  batchNo: z.string(),
  quantity: z.number(),
  quantityUnit: z.string(),
  productionDate: z.string(),
  testItems: z.array(z.string()),
  carrier: z.string(),
  trackingNo: z.string(),
  notes: z.string(),
  storageConditions: z.string(),
  nameOnReport: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Inspection = z.infer<typeof InspectionSchema>;

/**
 * A timeline event: a status change, lab staff saving results, or the customer editing the sample's
 * details before receipt (the status is the one at that moment).
 */
export const INSPECTION_EVENT_KINDS = ["status", "resultsEntered", "detailsEdited"] as const;
export type InspectionEventKind = (typeof INSPECTION_EVENT_KINDS)[number];

export const InspectionEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INSPECTION_EVENT_KINDS),
  status: z.enum(INSPECTION_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
});
export type InspectionEvent = z.infer<typeof InspectionEventSchema>;

/** Back office (roles lab and admin). */
export const LAB_ROLES = ["lab", "admin"] as const;

export const LabListRequestSchema = InspectListRequestSchema.extend({
  status: z.enum(INSPECTION_STATUSES).optional(),
});

/** The steps lab staff take by hand; completion comes with issuing the report. */
export const LAB_ACTIONS = ["received", "testing", "rejected"] as const;
export const LabTransitionRequestSchema = z.object({
  id: IdSchema,
  to: z.enum(LAB_ACTIONS),
  reason: z.string().trim().max(500, "validation.tooLong500").default(""),
});

export const ResultEntrySchema = z.object({
  itemCode: z.enum(TEST_ITEM_CODES, { error: "validation.testItemInvalid" }),
  value: z.string().trim().min(1, "validation.resultValueRequired").max(50, "validation.tooLong50"),
  unit: z.string().trim().max(20, "validation.tooLong20").default(""),
  method: z.string().trim().max(100, "validation.tooLong100").default(""),
  limit: z.string().trim().max(50, "validation.tooLong50").default(""),
  passed: z.boolean({ error: "validation.passedRequired" }),
});
export type ResultEntry = z.infer<typeof ResultEntrySchema>;
export const LabSaveResultsRequestSchema = z.object({
  id: IdSchema,
  results: z.array(ResultEntrySchema).min(1).max(TEST_ITEM_CODES.length),
});

export const LabInspectionSchema = InspectionSchema.extend({
  customerAccount: z.string(),
  /** The issued report (null until issued, and while an amendment is being prepared). */
  report: z.object({ reportNo: z.string(), issuedAt: z.string(), sha256: z.string().nullable() }).nullable(),
  attachments: z.array(AttachmentSchema),
  results: z.array(ResultEntrySchema),
  events: z.array(InspectionEventSchema),
});
export type LabInspection = z.infer<typeof LabInspectionSchema>;
/** A row of the lab's list: the inspection without its report, attachments, results and history. */
export const LabInspectionRowSchema = LabInspectionSchema.omit({ report: true, attachments: true, results: true, events: true });
export type LabInspectionRow = z.infer<typeof LabInspectionRowSchema>;

/** `inspect/compare` and `inspect/downLoadCompare`: 2–6 of the customer's completed inspections. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 6;
export const CompareRequestSchema = z.object({
  ids: z
    .array(IdSchema)
    .min(COMPARE_MIN, "validation.compareCount")
    .max(COMPARE_MAX, "validation.compareCount")
    .refine((ids) => new Set(ids).size === ids.length, "validation.compareCount"),
});
export const COMPARE_EXPORT_FORMATS = ["pdf", "csv", "xlsx"] as const;
export type CompareExportFormat = (typeof COMPARE_EXPORT_FORMATS)[number];
export const CompareExportRequestSchema = CompareRequestSchema.extend({ format: z.enum(COMPARE_EXPORT_FORMATS).default("pdf") });

export const ComparisonSchema = z.object({
  inspections: z.array(
    z.object({ id: z.number().int(), inspectionNo: z.string(), sampleName: z.string(), batchNo: z.string(), issuedAt: z.string() }),
  ),
  /** One row per test item any of them has, in the list's order; `values` follow `inspections`. */
  rows: z.array(
    z.object({
      itemCode: z.enum(TEST_ITEM_CODES),
      values: z.array(
        z
          .object({ value: z.string(), unit: z.string(), limit: z.string(), numeric: z.number().nullable(), passed: z.boolean() })
          .nullable(),
      ),
    }),
  ),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

/** Batch report downloads (`inspect/downloadBatch`, `inspect/downloadTask/*`). */
export const DOWNLOAD_TASK_STATUSES = ["queued", "running", "done", "failed"] as const;
export type DownloadTaskStatus = (typeof DOWNLOAD_TASK_STATUSES)[number];
export const BATCH_MAX = 50;
export const DownloadBatchRequestSchema = z.object({
  ids: z
    .array(IdSchema)
    .min(1, "validation.batchCount")
    .max(BATCH_MAX, "validation.batchCount")
    .refine((ids) => new Set(ids).size === ids.length, "validation.batchCount"),
});
export const DownloadTaskSchema = z.object({
  id: z.number().int(),
  status: z.enum(DOWNLOAD_TASK_STATUSES),
  total: z.number().int(),
  doneCount: z.number().int(),
  /** Why a task failed (empty otherwise). */
  error: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DownloadTask = z.infer<typeof DownloadTaskSchema>;
