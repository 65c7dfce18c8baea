export interface BuilderSourceConfig {
  publicKey: string;
  /** Base URL of Builder's content API (https://cdn.builder.io unless a test points it elsewhere). */
  apiUrl: string;
}

/** What the server hands every loader (server/web.ts builds it). Types only: no server code here. */
export interface PortalLoadContext {
  /** Sends a portal request: in-process by default, over HTTP when PORTAL_API_URL is set. */
  portalFetch: (request: Request) => Promise<Response>;
  /** Absolute base URL the server-side client uses with portalFetch. */
  portalBaseUrl: string;
  /** Base URL the browser uses; empty means the same origin. */
  publicPortalUrl: string;
  /** The site's public origin for canonical URLs: SITE_URL, or the request's if its host is allowed (ALLOWED_HOSTS). */
  publicOrigin?: (requestUrl: string) => string;
  /** This request's Content-Security-Policy nonce (server/http/security-headers.ts), for inline scripts and styles. */
  cspNonce?: string;
  /**
   * Says the page read something the page cache cannot watch for changes (Builder.io content), so this
   * render is not kept; absent when no cache is in play.
   */
  uncacheable?: () => void;
  /**
   * Says the page shows third-party markup that writes its own <style> elements (Builder.io's SDK),
   * so this response's CSP allows inline styles (decision 073). Scripts keep the nonce.
   */
  inlineStyles?: () => void;
  /** The server's structured logger (pino), for loaders: `log("warn", {slug, blockId}, "invalid block")`. */
  log: (level: "info" | "warn" | "error", fields: Record<string, unknown>, message: string) => void;
  /** The page request's id (also sent to the portal as `X-Request-Id` and answered to the browser). */
  requestId: string;
  /** Builder.io content source (BUILDER_PUBLIC_KEY set); absent: every page renders its own document. */
  builder?: BuilderSourceConfig;
  /** NODE_ENV=development: the root error boundary may show an error's message and stack. */
  errorDetails: boolean;
}

declare module "react-router" {
  interface AppLoadContext extends PortalLoadContext {}
}
