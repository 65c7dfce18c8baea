import { LANG_COOKIE, type Lang } from "../../schemas/lang";
import { langFromQuery, readCookie } from "../../src/i18n/detect-lang";
import { PERSONAL_PAGE_SEGMENTS } from "../../src/session/personal-pages";

/**
 * Routes that belong to a person or to staff: never cached, whatever they call. (Their server
 * HTML is the logged-out shell anyway, see decision 005; the browser fetches the rest.)
 * `.data` is React Router's route-data URL for client navigations (`/user.data`).
 * `/verify/` is public but answers each look-up afresh (rate-limited per visitor, decision 155);
 * `/preview/` shows a draft to whoever holds its signed link (decision 194).
 */
const NEVER_CACHED_SEGMENTS = [...PERSONAL_PAGE_SEGMENTS, "login", "admin", "verify", "preview"];
const PERSONAL = new RegExp(`^/(${NEVER_CACHED_SEGMENTS.join("|")})(/|\\.data$|$)`);

export function isPersonalPath(pathname: string): boolean {
  return PERSONAL.test(pathname);
}

/** Anonymous GET of a public route: the only requests the page cache answers. */
export function isCacheableRequest(request: Request, url: URL): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.has("accesstoken") || request.headers.has("authorization")) return false;
  return !isPersonalPath(url.pathname);
}

/** HTML documents and React Router's route data (`text/x-script` turbo-stream). */
export function isPageContentType(contentType: string | null): boolean {
  return !!contentType && /^(text\/html|text\/x-script)/i.test(contentType);
}

/**
 * What a page's bytes depend on besides its URL: the language, from the cookie or, on a first
 * visit, Accept-Language. A `?lang=` URL does not depend on either; it sets the cookie when the
 * visitor's differs, and that Set-Cookie depends on the Cookie header.
 */
export function pageVary(url: URL): string {
  return langFromQuery(url) ? "Accept-Encoding, Cookie" : "Accept-Encoding, Cookie, Accept-Language";
}

/** The cookie to set for a `?lang=` URL, when the visitor's cookie says otherwise. */
export function langCookieToSet(request: Request, url: URL): Lang | undefined {
  const lang = langFromQuery(url);
  if (!lang) return undefined;
  return readCookie(request.headers.get("cookie"), LANG_COOKIE) === lang ? undefined : lang;
}
