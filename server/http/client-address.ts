import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** `::ffff:127.0.0.1` and `127.0.0.1` are the same peer. */
export function normalizeAddress(address: string): string {
  const a = address.trim().toLowerCase();
  return a.startsWith("::ffff:") && a.includes(".") ? a.slice(7) : a;
}

/** The TCP peer; requests handled in-process (SSR) have no socket and count as "in-process". */
export function peerAddress(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalizeAddress(address) : "unknown";
  } catch {
    return "in-process";
  }
}

const isTrusted = (address: string, trusted: readonly string[]) => trusted.includes(normalizeAddress(address));

/**
 * The client's address from the peer and X-Forwarded-For. The header is read only when the peer is a
 * trusted proxy (TRUSTED_PROXY); then the right-most entry that is not itself a trusted proxy is the
 * client (entries further left were written by the client and prove nothing). See decision 052.
 */
export function resolveClientAddress(peer: string, forwardedFor: string | undefined, trusted: readonly string[]): string {
  if (!forwardedFor || !isTrusted(peer, trusted)) return peer;
  const hops = forwardedFor
    .split(",")
    .map((h) => normalizeAddress(h))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!isTrusted(hop, trusted)) return hop;
  }
  return peer;
}

/** Whether the request reached us over TLS: our own socket, or a trusted proxy saying so. */
export function requestIsTls(c: Context, trusted: readonly string[]): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  if (!isTrusted(peerAddress(c), trusted)) return false;
  return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}

/**
 * The address rate limits key on: the peer, or the forwarded client when the peer is a trusted proxy.
 * The site's own loaders (in-process, no socket) are a trusted proxy too: the few that make a
 * rate-limited call forward the visitor's address (decision 155); the others send none.
 */
export function clientAddress(c: Context): string {
  const trusted = (c.get("deps") as { trustedProxies?: readonly string[] } | undefined)?.trustedProxies ?? [];
  return resolveClientAddress(peerAddress(c), c.req.header("x-forwarded-for"), [...trusted, "in-process"]);
}
