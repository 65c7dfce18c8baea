import { Hono } from "hono";
import { NoDataSchema } from "../../schemas/envelope";
import { PageDocumentSchema } from "../../schemas/page";
import {
  AdminPageCreateRequestSchema,
  AdminPageDetailSchema,
  AdminPageListRequestSchema,
  AdminPagePublishRequestSchema,
  AdminPageRestoreRequestSchema,
  AdminPageSaveDraftRequestSchema,
  AdminPageScheduleRequestSchema,
  AdminPageSlugRequestSchema,
  AdminPageSummarySchema,
  AdminPageVersionRequestSchema,
  AdminPageVersionsRequestSchema,
  AdminSectionCreateRequestSchema,
  AdminSectionIdRequestSchema,
  AdminSectionListRequestSchema,
  AdminSectionSaveRequestSchema,
  PAGE_EDITOR_ROLES,
  PageVersionSummarySchema,
  PublishResultSchema,
  SaveDraftResultSchema,
  SectionDetailSchema,
  SectionSummarySchema,
} from "../../schemas/page-admin";
import { AdminPagePresenceRequestSchema, PagePresenceSchema } from "../../schemas/page-presence";
import { AdminPageShareRequestSchema, PageShareLinkSchema } from "../../schemas/page-share";
import { pageOf } from "../../schemas/paging";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import {
  AdminSectionPublishRequestSchema,
  AdminSectionRestoreRequestSchema,
  AdminSectionVersionRequestSchema,
  AdminSectionVersionsRequestSchema,
  SectionPublishResultSchema,
  SectionVersionDetailSchema,
  SectionVersionSummarySchema,
} from "../../schemas/section-versions";
import type { AppEnv } from "../http/app-env";
import { portalCall } from "../http/portal-call";
import { publicOrigin } from "../http/public-origin";
import {
  createPage,
  deletePage,
  getPageForEditor,
  getVersion,
  listPages,
  listVersions,
  publishDraft,
  restoreVersion,
  saveDraft,
} from "../services/page-editing";
import { pagePresence } from "../services/page-presence";
import { schedulePage } from "../services/page-schedule";
import { createShareLink } from "../services/page-share";
import { getSectionVersion, listSectionVersions, publishSection, restoreSectionVersion } from "../services/section-publishing";
import { createSection, deleteSection, getSection, listSections, saveSection } from "../services/sections";

/** The page editor's calls (roles editor and admin): pages, versions, schedules and reusable sections. */
export function adminPageRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const access = PAGE_EDITOR_ROLES;
  portalCall(
    r,
    { path: P.adminPageList, data: pageOf(AdminPageSummarySchema), schema: AdminPageListRequestSchema, access },
    ({ c, body }) => listPages(c.get("deps").db, body),
  );
  portalCall(
    r,
    { path: P.adminPageGet, data: AdminPageDetailSchema, codes: ["notFound"], schema: AdminPageSlugRequestSchema, access },
    ({ c, body, lang }) => getPageForEditor(c.get("deps").db, body.slug, lang),
  );
  portalCall(
    r,
    { path: P.adminPageCreate, data: AdminPageDetailSchema, codes: ["conflict"], schema: AdminPageCreateRequestSchema, access },
    ({ c, body, lang, auth }) => createPage(c.get("deps").db, body, auth.user, lang),
  );
  portalCall(
    r,
    {
      path: P.adminPageSaveDraft,
      data: SaveDraftResultSchema,
      codes: ["notFound", "conflict"],
      schema: AdminPageSaveDraftRequestSchema,
      access,
    },
    ({ c, body, lang, auth }) => saveDraft(c.get("deps").db, body, auth.user, lang),
  );
  portalCall(
    r,
    { path: P.adminPagePublish, data: PublishResultSchema, codes: ["notFound", "conflict"], schema: AdminPagePublishRequestSchema, access },
    ({ c, body, lang, auth }) => publishDraft(c.get("deps").db, body, auth.user, lang),
  );
  portalCall(
    r,
    {
      path: P.adminPageVersions,
      data: pageOf(PageVersionSummarySchema),
      codes: ["notFound"],
      schema: AdminPageVersionsRequestSchema,
      access,
    },
    ({ c, body }) => listVersions(c.get("deps").db, body),
  );
  portalCall(
    r,
    { path: P.adminPageVersion, data: PageDocumentSchema, codes: ["notFound"], schema: AdminPageVersionRequestSchema, access },
    ({ c, body, lang }) => getVersion(c.get("deps").db, body.slug, body.version, lang),
  );
  portalCall(
    r,
    { path: P.adminPageRestore, data: PublishResultSchema, codes: ["notFound", "conflict"], schema: AdminPageRestoreRequestSchema, access },
    ({ c, body, lang, auth }) => restoreVersion(c.get("deps").db, body, auth.user, lang),
  );
  portalCall(
    r,
    {
      path: P.adminPageSchedule,
      data: AdminPageDetailSchema,
      codes: ["notFound", "conflict"],
      schema: AdminPageScheduleRequestSchema,
      access,
    },
    async ({ c, body, lang, auth }) => {
      await schedulePage(c.get("deps").db, body, auth.user, lang);
      return getPageForEditor(c.get("deps").db, body.slug, lang);
    },
  );
  portalCall(
    r,
    { path: P.adminPageShare, data: PageShareLinkSchema, codes: ["notFound"], schema: AdminPageShareRequestSchema, access },
    ({ c, body, auth }) => createShareLink(c.get("deps").db, c.get("deps").secrets, publicOrigin(c), body, auth.user),
  );
  portalCall(
    r,
    { path: P.adminPagePresence, data: PagePresenceSchema, codes: ["notFound"], schema: AdminPagePresenceRequestSchema, access },
    ({ c, body, auth }) => pagePresence(c.get("deps").db, body, auth.user),
  );
  portalCall(
    r,
    { path: P.adminPageDelete, data: NoDataSchema, codes: ["notFound", "conflict"], schema: AdminPageSlugRequestSchema, access },
    ({ c, body, lang, auth }) => deletePage(c.get("deps").db, body.slug, auth.user, lang),
  );

  portalCall(
    r,
    { path: P.adminSectionList, data: pageOf(SectionSummarySchema), schema: AdminSectionListRequestSchema, access },
    ({ c, body }) => listSections(c.get("deps").db, body),
  );
  portalCall(
    r,
    { path: P.adminSectionGet, data: SectionDetailSchema, codes: ["notFound"], schema: AdminSectionIdRequestSchema, access },
    ({ c, body, lang }) => getSection(c.get("deps").db, body.id, lang),
  );
  portalCall(
    r,
    { path: P.adminSectionCreate, data: SectionDetailSchema, schema: AdminSectionCreateRequestSchema, access },
    ({ c, body, lang, auth }) => createSection(c.get("deps").db, body, auth.user, lang),
  );
  portalCall(
    r,
    { path: P.adminSectionSave, data: SectionDetailSchema, codes: ["notFound", "conflict"], schema: AdminSectionSaveRequestSchema, access },
    ({ c, body, lang, auth }) => saveSection(c.get("deps").db, body, auth.user, lang),
  );
  portalCall(
    r,
    { path: P.adminSectionDelete, data: NoDataSchema, codes: ["notFound", "conflict"], schema: AdminSectionIdRequestSchema, access },
    ({ c, body, lang, auth }) => deleteSection(c.get("deps").db, body.id, auth.user, lang),
  );
  portalCall(
    r,
    {
      path: P.adminSectionPublish,
      data: SectionPublishResultSchema,
      codes: ["notFound", "conflict"],
      schema: AdminSectionPublishRequestSchema,
      access,
    },
    ({ c, body, lang, auth }) => publishSection(c.get("deps").db, body, auth.user, lang),
  );
  portalCall(
    r,
    {
      path: P.adminSectionVersions,
      data: pageOf(SectionVersionSummarySchema),
      codes: ["notFound"],
      schema: AdminSectionVersionsRequestSchema,
      access,
    },
    ({ c, body }) => listSectionVersions(c.get("deps").db, body),
  );
  portalCall(
    r,
    {
      path: P.adminSectionVersion,
      data: SectionVersionDetailSchema,
      codes: ["notFound"],
      schema: AdminSectionVersionRequestSchema,
      access,
    },
    ({ c, body }) => getSectionVersion(c.get("deps").db, body.id, body.version),
  );
  portalCall(
    r,
    {
      path: P.adminSectionRestore,
      data: SectionPublishResultSchema,
      codes: ["notFound", "conflict"],
      schema: AdminSectionRestoreRequestSchema,
      access,
    },
    ({ c, body, lang, auth }) => restoreSectionVersion(c.get("deps").db, body, auth.user, lang),
  );
  return r;
}
