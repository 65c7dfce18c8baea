import type { Context } from "hono";
import type { CurrentUser, Role } from "../../schemas/account";
import { resolveSession } from "../auth/sessions";
import { getUser } from "../services/accounts";
import type { AppEnv } from "./app-env";
import type { Access } from "./call-registry";
import { PortalError } from "./portal-error";

export interface Authenticated {
  user: CurrentUser;
  token: string;
}

/** The caller's session from the `accessToken` header (spec §7); none, unknown or expired → 000004. */
export async function requireUser(c: Context<AppEnv>): Promise<Authenticated> {
  const token = c.req.header("accessToken")?.trim();
  if (!token || token.length > 200) throw new PortalError("notLoggedIn");
  const db = c.get("deps").db;
  const userId = await resolveSession(db, token);
  const user = userId == null ? null : await getUser(db, userId);
  if (!user) throw new PortalError("notLoggedIn");
  return { user, token };
}

/** A staff call: logged in (000004 otherwise) and one of the roles (000003 otherwise, and logged). */
export async function requireRole(c: Context<AppEnv>, roles: readonly Role[]): Promise<Authenticated> {
  const auth = await requireUser(c);
  if (!roles.includes(auth.user.role)) {
    c.get("log").warn({ userId: auth.user.id, role: auth.user.role, path: c.req.path }, "access refused");
    throw new PortalError("forbidden");
  }
  return auth;
}

/** Enforces a call's declared access; `null` for public calls. */
export async function authorize(c: Context<AppEnv>, access: Access): Promise<Authenticated | null> {
  if (access === "public") return null;
  if (access === "user") return requireUser(c);
  return requireRole(c, access);
}
