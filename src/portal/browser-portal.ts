import { type Lang, parseLang } from "../../schemas/lang";
import { tFor } from "../i18n/t-for";
import { notify } from "../layout/toaster";
import { paths } from "../paths";
import { sessionStorageApi } from "../session/storage";
import { createPortalClient } from "./portal-client";

let goToLogin: () => void = () => window.location.assign(paths.login());

/** The session provider registers router navigation here, so 000004 needs no full reload. */
export function setLoginNavigator(navigate: () => void) {
  goToLogin = navigate;
}

export function currentLang(): Lang {
  return typeof document === "undefined" ? "en" : (parseLang(document.documentElement.lang) ?? "en");
}

/** The base URL the server put in `<meta name="portal-api-url">` (PORTAL_API_URL, or empty for same origin). */
function baseUrl(): string {
  if (typeof document === "undefined") return "";
  return document.querySelector<HTMLMetaElement>('meta[name="portal-api-url"]')?.content ?? "";
}

/** The browser's portal client: token from localStorage, errors as toasts, 000004 → /login. */
export const portal = createPortalClient({
  get baseUrl() {
    return baseUrl();
  },
  fetch: (url, init) => fetch(url, init),
  lang: currentLang,
  token: sessionStorageApi.getToken,
  onSessionExpired: () => {
    sessionStorageApi.clearSession();
    goToLogin();
  },
  onError: (message) => notify({ type: "error", message }),
  fallbackMessage: () => tFor(currentLang())("errors:requestFailed"),
});
