import type { Context } from "hono";
import type { CurrentUser, Role } from "../../schemas/account";
import { resolveLiveSession } from "../auth/sessions";
import { serverT } from "../i18n";
import { getUser } from "../services/accounts";
import type { AppEnv } from "./app-env";
import type { Access } from "./call-registry";
import { clientAddress } from "./client-address";
import { PortalError } from "./portal-error";

export interface Authenticated {
  user: CurrentUser;
  token: string;
  /** The session passed a second factor (TOTP or a recovery code) at login or at enrolment. */
  secondFactor: boolean;
}

/** A refused call is logged (ASVS 16.3.2) with who, where and why; never the token. */
function refuse(c: Context<AppEnv>, fields: Record<string, unknown>, code: "notLoggedIn" | "forbidden", detail?: string): never {
  c.get("log").warn({ event: "authz", outcome: "refused", path: c.req.path, address: clientAddress(c), ...fields }, "access refused");
  throw new PortalError(code, detail, fields.reason === "twoFactorRequired" ? { reason: "twoFactorRequired" } : null);
}

/** The caller's session from the `accessToken` header (spec §7); none, unknown, expired or disabled → 000004. */
export async function requireUser(c: Context<AppEnv>): Promise<Authenticated> {
  const token = c.req.header("accessToken")?.trim();
  if (!token || token.length > 200) refuse(c, { reason: token ? "malformed token" : "no token" }, "notLoggedIn");
  const db = c.get("deps").db;
  const session = await resolveLiveSession(db, token);
  const user = session == null ? null : await getUser(db, session.userId);
  if (!session || !user) refuse(c, { reason: "unknown, expired or revoked session" }, "notLoggedIn");
  return { user, token, secondFactor: session.secondFactor };
}

/**
 * A staff call: logged in (000004 otherwise), one of the roles, and a session that passed the
 * second factor (000003 otherwise; decision 051: staff enrol in two-factor authentication first).
 */
export async function requireRole(c: Context<AppEnv>, roles: readonly Role[]): Promise<Authenticated> {
  const auth = await requireUser(c);
  if (!roles.includes(auth.user.role)) refuse(c, { userId: auth.user.id, role: auth.user.role, reason: "role" }, "forbidden");
  if (!auth.secondFactor) {
    refuse(
      c,
      { userId: auth.user.id, role: auth.user.role, reason: "twoFactorRequired" },
      "forbidden",
      serverT(c.get("lang"))("security:twoFactorRequired"),
    );
  }
  return auth;
}

/** Enforces a call's declared access; `null` for public calls. */
export async function authorize(c: Context<AppEnv>, access: Access): Promise<Authenticated | null> {
  if (access === "public") return null;
  if (access === "user") return requireUser(c);
  return requireRole(c, access);
}
