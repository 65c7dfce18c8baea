/** What the server hands every loader (server/web.ts builds it). Types only: no server code here. */
export interface PortalLoadContext {
  /** Sends a portal request: in-process by default, over HTTP when PORTAL_API_URL is set. */
  portalFetch: (request: Request) => Promise<Response>;
  /** Absolute base URL the server-side client uses with portalFetch. */
  portalBaseUrl: string;
  /** Base URL the browser uses; empty means the same origin. */
  publicPortalUrl: string;
  /** The server's structured logger (pino), for loaders: `log("warn", {slug, blockId}, "invalid block")`. */
  /** This request's Content-Security-Policy nonce (server/http/security-headers.ts), for inline scripts and styles. */
  cspNonce?: string;
  log: (level: "info" | "warn" | "error", fields: Record<string, unknown>, message: string) => void;
}

declare module "react-router" {
  interface AppLoadContext extends PortalLoadContext {}
}
