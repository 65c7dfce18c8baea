import type { Context } from "hono";
import type { AppEnv } from "./app-env";

/**
 * The origin for links that outlive the request (a printed report, a mail): SITE_URL when set,
 * otherwise the origin the staff member's own request reached us on.
 */
export function publicOrigin(c: Context<AppEnv>): string {
  return c.get("deps").siteUrl ?? new URL(c.req.url).origin;
}
