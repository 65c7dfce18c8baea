import type { AppLoadContext } from "react-router";
import type { Lang } from "../../schemas/lang";
import { tFor } from "../i18n/t-for";
import { createPortalClient } from "./portal-client";

/**
 * The client used by loaders during SSR: same contract, through the server's portalFetch
 * (in-process by default). No token (it lives in the browser's localStorage) and no toasts.
 */
export function serverPortal(context: AppLoadContext, lang: Lang) {
  return createPortalClient({
    baseUrl: context.portalBaseUrl,
    fetch: (url, init) => context.portalFetch(new Request(url, init)),
    lang: () => lang,
    token: () => null,
    onSessionExpired: () => {},
    onError: () => {},
    fallbackMessage: () => tFor(lang)("errors:requestFailed"),
  });
}
