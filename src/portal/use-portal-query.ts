import useSWR, { type SWRConfiguration } from "swr";
import { useTranslation } from "../i18n/react";
import { portal } from "./browser-portal";

/** Client-side portal data with SWR; the key holds path, body and language, so a switch refetches. */
export function usePortalQuery<T>(path: string | null, body: Record<string, unknown> = {}, config?: SWRConfiguration<T>) {
  const { i18n } = useTranslation();
  return useSWR<T>(path ? [path, JSON.stringify(body), i18n.language] : null, () => portal.post<T>(path as string, body), config);
}
