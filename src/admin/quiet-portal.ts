import { tFor } from "../i18n/t-for";
import { paths } from "../paths";
import { currentLang } from "../portal/browser-portal";
import { createPortalClient } from "../portal/portal-client";
import { sessionStorageApi } from "../session/storage";

/**
 * The portal client without error toasts, for autosaves and heartbeats: their failures (a conflict
 * above all) are shown by the editor itself, not as a toast every few seconds.
 */
export const quietPortal = createPortalClient({
  get baseUrl() {
    return document.querySelector<HTMLMetaElement>('meta[name="portal-api-url"]')?.content ?? "";
  },
  fetch: (url, init) => fetch(url, init),
  lang: currentLang,
  token: sessionStorageApi.getToken,
  onSessionExpired: () => {
    sessionStorageApi.clearSession();
    window.location.assign(paths.login(window.location.pathname));
  },
  onError: () => {},
  fallbackMessage: () => tFor(currentLang())("errors:requestFailed"),
});
