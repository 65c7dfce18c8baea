import { Hono } from "hono";
import {
  AdminUserSchema,
  USER_ADMIN_ROLES,
  UserCreateSchema,
  UserDisableSchema,
  UserListSchema,
  UserRoleSchema,
} from "../../schemas/admin-content";
import { pageOf } from "../../schemas/paging";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { createUser, listUsers, setUserDisabled, setUserRole } from "../admin/users-admin";
import type { AppEnv } from "../http/app-env";
import { portalCall } from "../http/portal-call";

/** Accounts and roles (admin only): the one way to make someone an editor or lab staff. */
export function adminUserRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const access = USER_ADMIN_ROLES;
  portalCall(r, { path: P.adminUserList, data: pageOf(AdminUserSchema), schema: UserListSchema, access }, ({ c, body }) =>
    listUsers(c.get("deps").db, body),
  );
  portalCall(
    r,
    { path: P.adminUserCreate, data: AdminUserSchema, codes: ["conflict", "rateLimited"], schema: UserCreateSchema, access },
    ({ c, body, auth, lang }) => createUser(c.get("deps").db, c.get("deps").passwords, body, { actorId: auth.user.id, lang }),
  );
  portalCall(
    r,
    { path: P.adminUserSetRole, data: AdminUserSchema, codes: ["notFound", "conflict"], schema: UserRoleSchema, access },
    ({ c, body, auth, lang }) => setUserRole(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  portalCall(
    r,
    { path: P.adminUserSetDisabled, data: AdminUserSchema, codes: ["notFound", "conflict"], schema: UserDisableSchema, access },
    ({ c, body, auth, lang }) => setUserDisabled(c.get("deps").db, body, { actorId: auth.user.id, lang }),
  );
  return r;
}
