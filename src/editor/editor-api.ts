import type { PageDocument } from "../../schemas/page";
import type {
  AdminPageDetail,
  PageVersionSummary,
  PublishResult,
  SaveDraftResult,
  SectionDetail,
  SectionSummary,
} from "../../schemas/page-admin";
import type { PagePresence } from "../../schemas/page-presence";
import type { PageShareLink, ShareLinkDays } from "../../schemas/page-share";
import type { Page } from "../../schemas/paging";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import type { SectionPublishResult, SectionVersionDetail, SectionVersionSummary } from "../../schemas/section-versions";
import { quietPortal as quiet } from "../admin/quiet-portal";
import { portal } from "../portal/browser-portal";

/** Autosave and heartbeats speak quietly (the editor shows their failures); the rest shows errors as toasts. */
export const editorApi = {
  getPage: (slug: string) => portal.post<AdminPageDetail>(P.adminPageGet, { slug }),
  saveDraft: (slug: string, revision: number, document: PageDocument) =>
    quiet.post<SaveDraftResult>(P.adminPageSaveDraft, { slug, revision, document }),
  publish: (slug: string, revision: number) => portal.post<PublishResult>(P.adminPagePublish, { slug, revision }),
  versions: (slug: string, pageNum = 1) => portal.post<Page<PageVersionSummary>>(P.adminPageVersions, { slug, pageNum, pageSize: 20 }),
  version: (slug: string, version: number) => portal.post<PageDocument>(P.adminPageVersion, { slug, version }),
  restore: (slug: string, version: number, revision: number) => portal.post<PublishResult>(P.adminPageRestore, { slug, version, revision }),
  schedule: (slug: string, revision: number, at: string | null) =>
    portal.post<AdminPageDetail>(P.adminPageSchedule, { slug, revision, at }),
  /** Quiet: a missed heartbeat is not worth a toast every 15 s. */
  presence: (slug: string, tab: string, leaving = false) => quiet.post<PagePresence>(P.adminPagePresence, { slug, tab, leaving }),
  share: (slug: string, days: ShareLinkDays) => portal.post<PageShareLink>(P.adminPageShare, { slug, days }),
  sections: () => portal.post<Page<SectionSummary>>(P.adminSectionList, { pageNum: 1, pageSize: 100 }),
  section: (id: number) => portal.post<SectionDetail>(P.adminSectionGet, { id }),
  createSection: (name: string, block: unknown) => portal.post<SectionDetail>(P.adminSectionCreate, { name, block }),
  saveSection: (id: number, revision: number, name: string, block: unknown) =>
    portal.post<SectionDetail>(P.adminSectionSave, { id, revision, name, block }),
  publishSection: (id: number, revision: number) => portal.post<SectionPublishResult>(P.adminSectionPublish, { id, revision }),
  sectionVersions: (id: number) => portal.post<Page<SectionVersionSummary>>(P.adminSectionVersions, { id, pageNum: 1, pageSize: 20 }),
  sectionVersion: (id: number, version: number) => portal.post<SectionVersionDetail>(P.adminSectionVersion, { id, version }),
  restoreSection: (id: number, version: number, revision: number) =>
    portal.post<SectionPublishResult>(P.adminSectionRestore, { id, version, revision }),
};
