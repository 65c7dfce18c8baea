import { useTranslation } from "../i18n/react";
import { notify } from "../layout/toaster";
import { portal } from "../portal/browser-portal";

/**
 * Posts a back-office write and says "Saved"; failures (a stale version's 000006 included) are
 * shown by the portal client in the user's language and answered with null: nothing was written.
 */
export function useSave() {
  const { t } = useTranslation("admin");
  return async function save<T>(path: string, body: Record<string, unknown>, message = t("saved")): Promise<T | null> {
    try {
      const result = await portal.post<T>(path, body);
      notify({ type: "success", message });
      // A call that answers no data (a delete) has still succeeded: callers read null as "failed",
      // and a deleted item's form stayed open on a list that was never refreshed.
      return result ?? (true as T);
    } catch {
      return null;
    }
  };
}
