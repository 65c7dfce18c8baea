import { useEffect } from "react";
import { useLoadedRootData } from "../root-data";
import { sessionStorageApi } from "./storage";

/**
 * Keeps the websiteInfo and classList of spec §3 in localStorage, refreshed with each root load;
 * `useRootData` reads them back when a later load comes without them.
 */
export function usePersistSiteData() {
  const data = useLoadedRootData();
  useEffect(() => {
    if (data?.websiteInfo) sessionStorageApi.setWebsiteInfo(data.websiteInfo, data.lang);
    if (data && data.classList.length > 0) sessionStorageApi.setClassList(data.classList);
  }, [data]);
}
