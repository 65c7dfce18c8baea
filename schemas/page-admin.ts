import { z } from "zod";
import { LocalizedTextSchema } from "./localized-text-schema";
import { BlockSchema, PageDocumentSchema, PageSlugSchema } from "./page";
import { PageRequestSchema } from "./paging";
import { PageVersionSectionSchema } from "./section-versions";

/**
 * The page editor's back-office calls (roles editor and admin): drafts with a version check,
 * publishing, versions, restore, scheduling, and reusable sections. See decisions 030–035.
 */
export const PAGE_EDITOR_ROLES = ["editor", "admin"] as const;

/** Pages the site's own routes serve; they cannot be deleted and their slugs cannot be taken. */
export const FIXED_PAGE_PATHS: Record<string, string | null> = {
  index: "/",
  about: "/about/",
  protein: "/protein/",
  testingServices: "/testingServices/",
  contact: "/contact/",
  // One document serves every /detectionSteps/{id}.
  detectionSteps: null,
  privacy: "/privacy/",
  disclaimer: "/disclaimer/",
};
/** Where visitors find a page the editor created. */
export const customPagePath = (slug: string) => `/p/${slug}`;
export const publicPathOf = (slug: string): string | null =>
  slug in FIXED_PAGE_PATHS ? (FIXED_PAGE_PATHS[slug] ?? null) : customPagePath(slug);

const Revision = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const Keyword = z.string().trim().max(100).optional();
export const RequiredTitle = LocalizedTextSchema.extend({
  zh: z.string().trim().min(1, "editor:rules.chineseRequired").max(200),
  en: z.string().trim().max(200),
});

export const PAGE_SORTS = ["updated", "slug", "published", "scheduled"] as const;
export const AdminPageListRequestSchema = PageRequestSchema.extend({
  keyword: Keyword,
  sort: z.enum(PAGE_SORTS).default("updated"),
});
export type AdminPageListRequest = z.input<typeof AdminPageListRequestSchema>;
export const AdminPageSlugRequestSchema = z.object({ slug: PageSlugSchema });
export const AdminPageCreateRequestSchema = z.object({ slug: PageSlugSchema, title: RequiredTitle });
export type AdminPageCreateInput = z.input<typeof AdminPageCreateRequestSchema>;
export const AdminPageSaveDraftRequestSchema = z.object({ slug: PageSlugSchema, revision: Revision, document: PageDocumentSchema });
export const AdminPagePublishRequestSchema = z.object({ slug: PageSlugSchema, revision: Revision });
export const AdminPageVersionsRequestSchema = PageRequestSchema.extend({ slug: PageSlugSchema });
export const AdminPageVersionRequestSchema = z.object({ slug: PageSlugSchema, version: z.number().int().min(1) });
export const AdminPageRestoreRequestSchema = AdminPageVersionRequestSchema.extend({ revision: Revision });
/** A wall-clock time in the server's time zone (what a `datetime-local` input gives), or null to cancel. */
export const LocalDateTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "editor:rules.dateTime");
export const AdminPageScheduleRequestSchema = z.object({ slug: PageSlugSchema, revision: Revision, at: LocalDateTimeSchema.nullable() });

export const SectionNameSchema = z.string().trim().min(1, "editor:rules.nameRequired").max(100);
export const AdminSectionListRequestSchema = PageRequestSchema.extend({ keyword: Keyword });
export const AdminSectionIdRequestSchema = z.object({ id: Id });
export const AdminSectionCreateRequestSchema = z.object({ name: SectionNameSchema, block: BlockSchema });
export const AdminSectionSaveRequestSchema = z.object({ id: Id, revision: Revision, name: SectionNameSchema, block: BlockSchema });

export const PAGE_SCHEDULE_STATUSES = ["pending", "done", "failed", "cancelled"] as const;
export type PageScheduleStatus = (typeof PAGE_SCHEDULE_STATUSES)[number];

/** The server's time zone: scheduled times are entered and shown in it. */
export const ServerTimeZoneSchema = z.object({
  name: z.string(),
  /** `+08:00` now (it may change with daylight saving). */
  offset: z.string(),
});
export type ServerTimeZone = z.infer<typeof ServerTimeZoneSchema>;

export const AdminPageSummarySchema = z.object({
  slug: z.string(),
  title: LocalizedTextSchema,
  publicPath: z.string().nullable(),
  fixed: z.boolean(),
  revision: z.number().int(),
  draftUpdatedAt: z.string(),
  draftUpdatedBy: z.string().nullable(),
  publishedVersion: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  /** The draft differs from the live version (or the page was never published). */
  unpublishedChanges: z.boolean(),
  /** ISO instant of the pending scheduled publication, and the same in the server's time zone. */
  scheduledAt: z.string().nullable(),
  scheduledAtLocal: z.string().nullable(),
  /** The latest scheduled publication failed (bad document or an author who may no longer publish): when. */
  scheduleFailedAt: z.string().nullable(),
});
export type AdminPageSummary = z.infer<typeof AdminPageSummarySchema>;

export const DocumentProblemInfoSchema = z.object({
  blockId: z.string().nullable(),
  type: z.string().nullable(),
  path: z.string(),
  message: z.string(),
});
export type DocumentProblemInfo = z.infer<typeof DocumentProblemInfoSchema>;

export const AdminPageDetailSchema = AdminPageSummarySchema.extend({
  document: PageDocumentSchema,
  problems: z.array(DocumentProblemInfoSchema),
  serverTimeZone: ServerTimeZoneSchema,
  /** A failed scheduled publication's problems (the latest), if any. */
  scheduleFailure: z.object({ at: z.string(), problems: z.array(DocumentProblemInfoSchema) }).nullable(),
});
export type AdminPageDetail = z.infer<typeof AdminPageDetailSchema>;

export const SaveDraftResultSchema = z.object({
  revision: z.number().int(),
  draftUpdatedAt: z.string(),
  problems: z.array(DocumentProblemInfoSchema),
});
export type SaveDraftResult = z.infer<typeof SaveDraftResultSchema>;

/** `data` of a 000006 answer to a draft write: the newer draft's revision and who saved it. */
export interface DraftConflict {
  revision: number;
  draftUpdatedAt: string;
  draftUpdatedBy: string | null;
}

export const PublishResultSchema = z.object({
  version: z.number().int(),
  revision: z.number().int(),
  publishedAt: z.string(),
});
export type PublishResult = z.infer<typeof PublishResultSchema>;

export const PageVersionSummarySchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  live: z.boolean(),
  /** The reusable sections it placed, with the version each showed (decision 201). */
  sections: z.array(PageVersionSectionSchema),
});
export type PageVersionSummary = z.infer<typeof PageVersionSummarySchema>;

export const SectionSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  revision: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  /** Slugs of pages whose draft or live version places it. */
  usedBy: z.array(z.string()),
  /** The published version pages show (decision 201). */
  liveVersion: z.number().int(),
  publishedAt: z.string(),
  /** The draft differs from the live block. */
  unpublishedChanges: z.boolean(),
});
export type SectionSummary = z.infer<typeof SectionSummarySchema>;

export const SectionDetailSchema = SectionSummarySchema.extend({
  /** The draft, as the section editor saved it last. */
  block: BlockSchema,
  /** The published block, what pages show. */
  liveBlock: BlockSchema,
  /** What keeps the draft from being published. */
  problems: z.array(DocumentProblemInfoSchema),
});
export type SectionDetail = z.infer<typeof SectionDetailSchema>;
