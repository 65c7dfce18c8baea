import { Hono } from "hono";
import { ChangePasswordRequestSchema, LoginRequestSchema, ModifyUserInfoRequestSchema, RegisterRequestSchema } from "../../schemas/account";
import { EmptyRequestSchema } from "../../schemas/content-requests";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { revokeSession } from "../auth/sessions";
import type { AppEnv } from "../http/app-env";
import { clientAddress } from "../http/client-address";
import { portalCall } from "../http/portal-call";
import { changePassword, login, modifyUserInfo, register } from "../services/accounts";

/** Sign-up, login, logout, the current user and their profile and password. */
export function portalUserRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  portalCall(r, { path: P.register, schema: RegisterRequestSchema, access: "public" }, ({ c, body, lang }) =>
    register(c.get("deps").db, body, { lang, clientAddress: clientAddress(c) }),
  );
  portalCall(r, { path: P.login, schema: LoginRequestSchema, access: "public" }, ({ c, body, lang }) =>
    login(c.get("deps").db, body, { lang, clientAddress: clientAddress(c) }),
  );
  portalCall(r, { path: P.logout, schema: EmptyRequestSchema, access: "user" }, async ({ c, auth }) => {
    await revokeSession(c.get("deps").db, auth.token);
    return null;
  });
  portalCall(r, { path: P.currentUser, schema: EmptyRequestSchema, access: "user" }, async ({ auth }) => auth.user);
  portalCall(r, { path: P.modifyUser, schema: ModifyUserInfoRequestSchema, access: "user" }, ({ c, body, auth }) =>
    modifyUserInfo(c.get("deps").db, auth.user.id, body),
  );
  portalCall(r, { path: P.changePassword, schema: ChangePasswordRequestSchema, access: "user" }, async ({ c, body, lang, auth }) => {
    await changePassword(c.get("deps").db, auth.user.id, auth.token, body, lang);
    return null;
  });
  return r;
}
