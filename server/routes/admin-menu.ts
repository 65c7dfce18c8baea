import { Hono } from "hono";
import { CONTENT_ROLES } from "../../schemas/admin-content";
import { EmptyRequestSchema } from "../../schemas/content-requests";
import { AdminMenuSchema, MenuUpdateRequestSchema } from "../../schemas/menu";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { getMenuForStaff, updateMenu } from "../admin/menu-admin";
import type { AppEnv } from "../http/app-env";
import { portalCall } from "../http/portal-call";

/** The navigation's back-office calls (roles editor and admin): both menu trees, with a version check. */
export function adminMenuRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const access = CONTENT_ROLES;
  portalCall(r, { path: P.adminMenuGet, data: AdminMenuSchema, schema: EmptyRequestSchema, access }, ({ c }) =>
    getMenuForStaff(c.get("deps").db),
  );
  portalCall(
    r,
    { path: P.adminMenuUpdate, data: AdminMenuSchema, codes: ["conflict"], schema: MenuUpdateRequestSchema, access },
    ({ c, body, auth, lang }) => updateMenu(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  return r;
}
