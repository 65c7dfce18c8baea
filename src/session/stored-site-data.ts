import { useSyncExternalStore } from "react";
import type { ConsultClass, WebsiteInfo } from "../../schemas/entities";
import type { Lang } from "../../schemas/lang";
import { type StoredWebsiteInfo, sessionStorageApi } from "./storage";

export interface StoredSiteData {
  websiteInfo: StoredWebsiteInfo | null;
  classList: ConsultClass[] | null;
}

const NOTHING: StoredSiteData = { websiteInfo: null, classList: null };
let cached: { raw: string; value: StoredSiteData } | null = null;

/** The same object while storage holds the same strings (useSyncExternalStore compares snapshots). */
function snapshot(): StoredSiteData {
  const raw = sessionStorageApi.rawSiteData();
  if (cached?.raw !== raw)
    cached = { raw, value: { websiteInfo: sessionStorageApi.getWebsiteInfo(), classList: sessionStorageApi.getClassList() } };
  return cached.value;
}

const nothing = () => NOTHING;

/**
 * websiteInfo and classList as last stored (spec §3), read only while `wanted`. The server render
 * and hydration see nothing (no mismatch); right after hydration the stored values appear.
 *
 * A store whose value differs from the server's after hydration, or changes later, makes React
 * re-render its readers synchronously. Every page stores the site data it loaded
 * (`usePersistSiteData`), and the root layout, header and footer read it: unconditional reading
 * re-rendered them all in one long task after every hydration, though the stored copy is only used
 * when the server could not load the site data (decision 109).
 */
export function useStoredSiteData(wanted: boolean): StoredSiteData {
  return useSyncExternalStore(sessionStorageApi.subscribe, wanted ? snapshot : nothing, nothing);
}

/** Whether the loaded root data lacks something the stored copy could give (see `withStoredSiteData`). */
export function needsStoredSiteData(data: { websiteInfo: WebsiteInfo | null; classList: ConsultClass[] }): boolean {
  return !data.websiteInfo || data.classList.length === 0;
}

/**
 * Fresh data wins; what is missing (the portal failed, spec §8) comes from storage, the site config
 * only when it was stored in the page's language.
 */
export function withStoredSiteData<T extends { lang: Lang; websiteInfo: WebsiteInfo | null; classList: ConsultClass[] }>(
  data: T,
  stored: StoredSiteData,
): T {
  const storedInfo = !data.websiteInfo && stored.websiteInfo?.lang === data.lang ? stored.websiteInfo : null;
  const storedClasses = data.classList.length === 0 && stored.classList?.length ? stored.classList : null;
  if (!storedInfo && !storedClasses) return data;
  let websiteInfo = data.websiteInfo;
  if (storedInfo) {
    const { lang: _lang, ...info } = storedInfo;
    websiteInfo = info;
  }
  return { ...data, websiteInfo, classList: storedClasses ?? data.classList };
}
