import type { AppLoadContext } from "react-router";
import type { Lang } from "../../schemas/lang";
import { tFor } from "../i18n/t-for";
import { createPortalClient } from "./portal-client";
import { VISITOR_ADDRESS_HEADER } from "./visitor-address";

/**
 * The client used by loaders during SSR: same contract, through the server's portalFetch
 * (in-process by default). No token (it lives in the browser's localStorage) and no toasts.
 * `forVisitor`: the page request, for a call the portal limits per visitor (its address is forwarded).
 */
export function serverPortal(context: AppLoadContext, lang: Lang, forVisitor?: Request) {
  const visitor = forVisitor?.headers.get(VISITOR_ADDRESS_HEADER);
  return createPortalClient({
    baseUrl: context.portalBaseUrl,
    fetch: (url, init) => {
      const request = new Request(url, init);
      if (visitor) request.headers.set("x-forwarded-for", visitor);
      return context.portalFetch(request);
    },
    lang: () => lang,
    token: () => null,
    onSessionExpired: () => {},
    onError: () => {},
    fallbackMessage: () => tFor(lang)("errors:requestFailed"),
  });
}
