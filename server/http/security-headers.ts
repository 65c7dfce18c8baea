import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { requestIsTls } from "./client-address";

/**
 * Paths that the back office may show inside a same-origin frame (the page editor's preview);
 * every other response forbids framing. Decision 050.
 */
export const SAME_ORIGIN_FRAME_PREFIXES = ["/admin/preview"] as const;

/** Private areas: their HTML is never stored by a browser or a shared cache. */
const PRIVATE_HTML_PREFIXES = ["/admin", "/user", "/login", "/sampleTesting", "/dataComparison"] as const;

export interface SecurityHeaderOptions {
  trustedProxies: readonly string[];
  /** Origin of a separate portal (PORTAL_API_URL) the browser must be allowed to call. */
  portalOrigin?: string | null;
}

export type NonceVariables = {
  cspNonce: string;
  /** Set by the web app for pages whose third-party markup writes <style> elements (decision 073). */
  cspInlineStyles?: boolean;
};

const underPrefix = (path: string, prefixes: readonly string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * The Content-Security-Policy of one response (decision 050): scripts only from this origin or
 * carrying the request's nonce; styles the same, plus `style` attributes (React `style` props and
 * Chakra/Ark positioning write them; they cannot run script).
 */
export function contentSecurityPolicy(
  nonce: string,
  path: string,
  portalOrigin?: string | null,
  options: { inlineStyles?: boolean } = {},
): string {
  const connect = ["'self'", ...(portalOrigin ? [portalOrigin] : [])].join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // A nonce would make browsers ignore 'unsafe-inline', so a page that needs inline styles names none for styles.
    options.inlineStyles ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${underPrefix(path, SAME_ORIGIN_FRAME_PREFIXES) ? "'self'" : "'none'"}`,
  ].join("; ");
}

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
].join(", ");

export const HSTS = "max-age=31536000";

const NONCE_BYTES = 18;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** 18 fresh random bytes per request, drawn from a pool refilled 4 KB at a time (one call into the CSPRNG per ~227 nonces). */
function newNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 227);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Sets the security headers on every response of the site (HTML, API, files, assets, errors) and
 * gives the request its CSP nonce (`c.get("cspNonce")`) for the HTML renderer.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<{ Variables: NonceVariables }> {
  return async (c, next) => {
    const nonce = newNonce();
    c.set("cspNonce", nonce);
    await next();
    // Responses from another app's fetch (the API) may carry immutable headers: copy once.
    try {
      c.res.headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("X-Content-Type-Options", "nosniff");
    }
    const path = c.req.path;
    const h = c.res.headers;
    // A page from the page cache carries the nonce it was rendered with; the web app says so (decision 047).
    h.set(
      "Content-Security-Policy",
      contentSecurityPolicy(c.get("cspNonce") || nonce, path, options.portalOrigin, {
        inlineStyles: c.get("cspInlineStyles") === true,
      }),
    );
    h.set("X-Frame-Options", underPrefix(path, SAME_ORIGIN_FRAME_PREFIXES) ? "SAMEORIGIN" : "DENY");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Permissions-Policy", PERMISSIONS_POLICY);
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Cross-Origin-Resource-Policy", "same-origin");
    if (requestIsTls(c, options.trustedProxies)) h.set("Strict-Transport-Security", HSTS);
    if (!h.has("Cache-Control") && underPrefix(path, PRIVATE_HTML_PREFIXES)) h.set("Cache-Control", "no-store");
  };
}
