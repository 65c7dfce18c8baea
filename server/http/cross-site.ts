import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { normalizeAddress, peerAddress } from "./client-address";
import { PortalError } from "./portal-error";

/**
 * The API answers its own site only (decision 052). No CORS headers are ever sent, so browsers
 * keep other sites from reading answers; this refuses the requests they may still send without
 * asking first (a "simple" cross-site POST): a browser that says the request is cross-site
 * (Sec-Fetch-Site) or names another origin (Origin) gets 000003 before anything is read.
 * Callers that are not browsers send neither header.
 */
export const refuseCrossSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  const site = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  if (site === "cross-site" || site === "same-site" || (origin !== undefined && !sameHost(origin, publicHost(c)))) {
    c.get("log").warn({ path: c.req.path, origin, secFetchSite: site }, "cross-site request refused");
    throw new PortalError("forbidden");
  }
  await next();
};

/** The host the browser addressed: Host, or X-Forwarded-Host when a trusted proxy forwarded the request. */
function publicHost(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | undefined {
  const forwarded = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
  if (forwarded && c.get("deps").trustedProxies.includes(normalizeAddress(peerAddress(c)))) return forwarded;
  return c.req.header("host");
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
