import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address rate limits key on: the TCP peer. X-Forwarded-For is ignored, so a client cannot
 * reset its limits by sending one (a trusted-proxy setting belongs to the reliability issue).
 * Requests handled in-process (SSR) have no socket and count as "in-process".
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "in-process";
  }
}
