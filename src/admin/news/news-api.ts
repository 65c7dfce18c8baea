import type { AdminNews, NewsInput, NewsVersionDetail, NewsVersionSummary } from "../../../schemas/admin-content";
import { RESULT_CODES } from "../../../schemas/codes";
import type { Page } from "../../../schemas/paging";
import { PORTAL_PATHS as P } from "../../../schemas/portal-paths";
import { notify } from "../../layout/toaster";
import { portal } from "../../portal/browser-portal";
import { PortalRequestError } from "../../portal/portal-client";
import { quietPortal } from "../quiet-portal";

/** The news editor's calls. Saves are quiet about conflicts: the editor's dialog says what happened. */
export const newsApi = {
  get: (id: number) => portal.post<AdminNews>(P.adminNewsGet, { id }),
  async update(id: number, version: number, body: NewsInput, explicit: boolean): Promise<AdminNews> {
    try {
      return await quietPortal.post<AdminNews>(P.adminNewsUpdate, { ...body, id, version, autosave: !explicit });
    } catch (err) {
      // An autosave's failure shows in its state; a pressed Save also says why in a toast, but a
      // conflict (the dialog explains it).
      const shownElsewhere =
        err instanceof PortalRequestError && (err.code === RESULT_CODES.conflict || err.code === RESULT_CODES.notLoggedIn);
      if (explicit && !shownElsewhere) notify({ type: "error", message: (err as Error).message });
      throw err;
    }
  },
  versions: (id: number, pageNum: number) =>
    portal.post<Page<NewsVersionSummary>>(P.adminNewsVersions, { id, pageNum, pageSize: NEWS_VERSIONS_PAGE_SIZE }),
  version: (id: number, number: number) => portal.post<NewsVersionDetail>(P.adminNewsVersion, { id, number }),
  restore: (id: number, number: number, version: number) => portal.post<AdminNews>(P.adminNewsRestore, { id, number, version }),
};

export const NEWS_VERSIONS_PAGE_SIZE = 20;
