import type { Context } from "hono";
import type { Config } from "../config";
import type { AppEnv } from "./app-env";

/**
 * The origin canonical URLs, hreflang, robots.txt and the sitemap are written with. The Host header is
 * the client's to choose, and a page rendered for a forged one would be kept by the page cache and
 * served to everyone: so SITE_URL when set, otherwise the request's own origin only when its host is
 * listed in ALLOWED_HOSTS (default: the listening address and localhost), else the first listed host.
 */
export function publicOriginResolver(config: Partial<Pick<Config, "SITE_URL" | "allowedHosts">>): (requestUrl: string) => string {
  const siteUrl = config.SITE_URL;
  if (siteUrl) return () => siteUrl;
  const allowed = config.allowedHosts ?? defaultAllowedHosts(3000, "0.0.0.0");
  const fallback = allowed[0] ?? "localhost";
  return (requestUrl) => {
    const url = new URL(requestUrl);
    return allowed.includes(url.host.toLowerCase()) ? url.origin : `${url.protocol}//${fallback}`;
  };
}

/** `localhost:PORT`, `localhost`, `127.0.0.1:PORT` and the listening address when it is a specific one. */
export function defaultAllowedHosts(port: number, host: string): string[] {
  const withPort = (h: string) => (port === 80 ? h : `${h}:${port}`);
  const hosts = [withPort("localhost"), "localhost", withPort("127.0.0.1")];
  if (host !== "0.0.0.0" && host !== "::") hosts.push(withPort(host.includes(":") ? `[${host}]` : host));
  return [...new Set(hosts.map((h) => h.toLowerCase()))];
}

/** The origin for links that outlive a portal request (a printed report's verification address). */
export function publicOrigin(c: Context<AppEnv>): string {
  return c.get("deps").publicOrigin?.(c.req.url) ?? new URL(c.req.url).origin;
}
