import type { ServerOptions } from "node:http";

/**
 * How long a client may take to send a whole request (headers and body). Node's default is 300 s, so
 * a client trickling a body a byte at a time held a connection and its buffers for five minutes; 30 s
 * still lets a 10 MB upload through at about 3 Mbit/s (issue 26, item 13).
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The Node server options that cut slow requests (408, then the connection closes). */
export function slowRequestLimits(requestTimeoutMs = REQUEST_TIMEOUT_MS): ServerOptions {
  return {
    requestTimeout: requestTimeoutMs,
    // Headers alone may not take longer than the whole request.
    headersTimeout: requestTimeoutMs,
    // Node looks for expired requests this often (default 30 s, which would double the limit).
    connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(requestTimeoutMs / 4))),
  };
}
