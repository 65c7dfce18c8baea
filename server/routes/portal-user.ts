import { Hono } from "hono";
import { ChangePasswordRequestSchema, LoginRequestSchema, ModifyUserInfoRequestSchema, RegisterRequestSchema } from "../../schemas/account";
import { EmptyRequestSchema } from "../../schemas/content-requests";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { revokeSession } from "../auth/sessions";
import type { AppEnv } from "../http/app-env";
import { clientAddress } from "../http/client-address";
import { requireUser } from "../http/current-user";
import { portalCall } from "../http/portal-call";
import { changePassword, login, modifyUserInfo, register } from "../services/accounts";

/** Sign-up, login, logout, the current user and their profile and password. */
export function portalUserRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  portalCall(r, P.register, RegisterRequestSchema, ({ c, body, lang }) =>
    register(c.get("deps").db, body, { lang, clientAddress: clientAddress(c) }),
  );
  portalCall(r, P.login, LoginRequestSchema, ({ c, body, lang }) =>
    login(c.get("deps").db, body, { lang, clientAddress: clientAddress(c) }),
  );
  portalCall(r, P.logout, EmptyRequestSchema, async ({ c }) => {
    const { token } = await requireUser(c);
    await revokeSession(c.get("deps").db, token);
    return null;
  });
  portalCall(r, P.currentUser, EmptyRequestSchema, async ({ c }) => (await requireUser(c)).user);
  portalCall(r, P.modifyUser, ModifyUserInfoRequestSchema, async ({ c, body }) => {
    const { user } = await requireUser(c);
    return modifyUserInfo(c.get("deps").db, user.id, body);
  });
  portalCall(r, P.changePassword, ChangePasswordRequestSchema, async ({ c, body, lang }) => {
    const { user, token } = await requireUser(c);
    await changePassword(c.get("deps").db, user.id, token, body, lang);
    return null;
  });
  return r;
}
