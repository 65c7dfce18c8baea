import type { MediaItem, MediaUpdate } from "../../../schemas/media";
import type { Page } from "../../../schemas/paging";
import { PORTAL_PATHS as P } from "../../../schemas/portal-paths";
import { portal } from "../../portal/browser-portal";
import { usePortalQuery } from "../../portal/use-portal-query";

/** The media library's calls for the back office and the page editor (errors are shown as toasts by the portal client). */
export const mediaClient = {
  upload: (file: File, onProgress?: (fraction: number) => void) => portal.upload<MediaItem>(P.adminMediaUpload, file, { onProgress }),
  update: (body: MediaUpdate) => portal.post<MediaItem>(P.adminMediaUpdate, body as unknown as Record<string, unknown>),
  remove: (id: string, version: number) => portal.post<null>(P.adminMediaDelete, { id, version }),
};

export const MEDIA_PAGE_SIZE = 24;

/** One page of the library, newest first, optionally searched. */
export function useMediaList(keyword: string, pageNum: number, enabled = true) {
  return usePortalQuery<Page<MediaItem>>(enabled ? P.adminMediaList : null, { keyword, pageNum, pageSize: MEDIA_PAGE_SIZE });
}

/** The library entry of one image (null key when the URL is not an uploaded image). */
export function useMediaItem(id: string | null) {
  const q = usePortalQuery<Page<MediaItem>>(id ? P.adminMediaList : null, { id, pageSize: 1 });
  return { ...q, item: q.data?.list[0] ?? null };
}
