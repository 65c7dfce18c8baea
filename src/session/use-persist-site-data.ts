import { useEffect } from "react";
import { useRootData } from "../root-data";
import { sessionStorageApi } from "./storage";

/** Keeps the websiteInfo and classList of spec §3 in localStorage, refreshed with each root load. */
export function usePersistSiteData() {
  const data = useRootData();
  useEffect(() => {
    if (data?.websiteInfo) sessionStorageApi.setWebsiteInfo(data.websiteInfo);
    if (data && data.classList.length > 0) sessionStorageApi.setClassList(data.classList);
  }, [data]);
}
