import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import {
  ChangePasswordRequestSchema,
  CurrentUserSchema,
  LoginRequestSchema,
  LoginResultSchema,
  ModifyUserInfoRequestSchema,
  RegisterRequestSchema,
} from "../../schemas/account";
import { EmptyRequestSchema } from "../../schemas/content-requests";
import { NoDataSchema } from "../../schemas/envelope";
import { RegisterAnswerSchema } from "../../schemas/mail";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import {
  AdminUserIdRequestSchema,
  isChallenge,
  LoginVerifyRequestSchema,
  RecoveryCodesSchema,
  TwoFactorChallengeSchema,
  TwoFactorConfirmRequestSchema,
  TwoFactorSetupRequestSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from "../../schemas/two-factor";
import { recordAudit } from "../audit/audit-log";
import { revokeSession } from "../auth/sessions";
import { confirmEnrolment, resetTwoFactor, startEnrolment, twoFactorStatus } from "../auth/two-factor";
import type { AppEnv } from "../http/app-env";
import { clientAddress } from "../http/client-address";
import { portalCall } from "../http/portal-call";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { changePassword, completeLogin, login, modifyUserInfo } from "../services/accounts";
import { register, rememberLang } from "../services/email-verification";

/**
 * Every login attempt is logged (ASVS 16.3.1): outcome, step, account as typed, address; never
 * the password, the token, the challenge or the code.
 */
async function loggedLogin<T>(c: Context<AppEnv>, fields: Record<string, unknown>, attempt: () => Promise<T>): Promise<T> {
  const base = { event: "login", address: clientAddress(c), ...fields };
  try {
    const result = await attempt();
    const userInfo = (result as { userInfo?: { id: number } }).userInfo;
    c.get("log").info({ ...base, outcome: isChallenge(result) ? "password ok, code needed" : "success", userId: userInfo?.id }, "login");
    return result;
  } catch (err) {
    const reason = err instanceof PortalError ? err.codeName : "error";
    c.get("log").warn({ ...base, outcome: "failure", reason }, "login failed");
    throw err;
  }
}

/** Sign-up, login (with its two-factor step), logout, the current user, profile, password and two-factor enrolment. */
export function portalUserRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  portalCall(
    r,
    { path: P.register, data: RegisterAnswerSchema, codes: ["rateLimited"], schema: RegisterRequestSchema, access: "public" },
    async ({ c, body, lang }) => {
      const answer = await register(c.get("deps").db, c.get("deps").passwords, body, { lang, clientAddress: clientAddress(c) });
      c.get("deps").mail?.kick();
      return answer;
    },
  );
  portalCall(
    r,
    {
      path: P.login,
      data: z.union([LoginResultSchema, TwoFactorChallengeSchema]),
      codes: ["rateLimited"],
      schema: LoginRequestSchema,
      access: "public",
    },
    async ({ c, body, lang }) => {
      const result = await loggedLogin(c, { step: "password", account: body.account }, () =>
        login(c.get("deps").db, c.get("deps").passwords, body, { lang, clientAddress: clientAddress(c) }),
      );
      if (!isChallenge(result)) await rememberLang(c.get("deps").db, result.userInfo.id, lang);
      return result;
    },
  );
  portalCall(
    r,
    { path: P.loginVerify, data: LoginResultSchema, codes: ["rateLimited"], schema: LoginVerifyRequestSchema, access: "public" },
    ({ c, body, lang }) =>
      loggedLogin(c, { step: "code", kind: /^[0-9]{6}$/.test(body.code) ? "totp" : "recovery code" }, () =>
        completeLogin(c.get("deps").db, body, { lang, clientAddress: clientAddress(c) }, c.get("deps").secrets),
      ),
  );
  portalCall(r, { path: P.logout, data: NoDataSchema, schema: EmptyRequestSchema, access: "user" }, async ({ c, auth }) => {
    await revokeSession(c.get("deps").db, auth.token);
    c.get("log").info({ event: "logout", userId: auth.user.id }, "logout");
    return null;
  });
  portalCall(r, { path: P.currentUser, data: CurrentUserSchema, schema: EmptyRequestSchema, access: "user" }, async ({ c, auth, lang }) => {
    // Mails are written in the language the customer last used the site in.
    await rememberLang(c.get("deps").db, auth.user.id, lang);
    return auth.user;
  });
  portalCall(r, { path: P.modifyUser, data: CurrentUserSchema, schema: ModifyUserInfoRequestSchema, access: "user" }, ({ c, body, auth }) =>
    modifyUserInfo(c.get("deps").db, auth.user.id, body),
  );
  portalCall(
    r,
    { path: P.changePassword, data: NoDataSchema, codes: ["rateLimited"], schema: ChangePasswordRequestSchema, access: "user" },
    async ({ c, body, lang, auth }) => {
      await changePassword(c.get("deps").db, c.get("deps").passwords, auth.user.id, auth.token, body, {
        lang,
        clientAddress: clientAddress(c),
        log: c.get("log"),
      });
      c.get("log").info({ event: "password changed", userId: auth.user.id, endOtherSessions: body.endOtherSessions }, "password changed");
      return null;
    },
  );

  portalCall(r, { path: P.twoFactorStatus, data: TwoFactorStatusSchema, schema: EmptyRequestSchema, access: "user" }, ({ c, auth }) =>
    twoFactorStatus(c.get("deps").db, auth.user, auth.secondFactor, auth.token),
  );
  portalCall(
    r,
    {
      path: P.twoFactorSetup,
      data: TwoFactorSetupSchema,
      codes: ["conflict", "rateLimited"],
      schema: TwoFactorSetupRequestSchema,
      access: "user",
    },
    ({ c, auth, body, lang }) =>
      startEnrolment(
        c.get("deps").db,
        auth.user,
        auth.token,
        body.password,
        { lang, clientAddress: clientAddress(c), log: c.get("log") },
        c.get("deps").secrets,
      ),
  );
  portalCall(
    r,
    {
      path: P.twoFactorConfirm,
      data: RecoveryCodesSchema,
      codes: ["conflict", "rateLimited"],
      schema: TwoFactorConfirmRequestSchema,
      access: "user",
    },
    async ({ c, auth, body, lang }) => {
      const codes = await confirmEnrolment(c.get("deps").db, auth.user.id, auth.token, body.code, lang, c.get("deps").secrets);
      c.get("log").info(
        { event: "two-factor enabled", userId: auth.user.id, otherSessionsEnded: codes.otherSessionsEnded },
        "two-factor enabled",
      );
      return codes;
    },
  );

  portalCall(
    r,
    { path: P.adminUserResetTwoFactor, data: NoDataSchema, codes: ["notFound"], schema: AdminUserIdRequestSchema, access: ["admin"] },
    async ({ c, auth, body, lang }) => {
      // Like a role change: an admin's own second factor is reset by another admin, never by the session holder.
      if (body.userId === auth.user.id) throw new PortalError("forbidden", serverT(lang)("admin:errors.notOwnTwoFactor"));
      if (!(await resetTwoFactor(c.get("deps").db, body.userId))) throw new PortalError("notFound");
      await recordAudit(c.get("deps").db, {
        actorId: auth.user.id,
        action: "edit",
        entity: "user",
        entityId: body.userId,
        summary: { twoFactor: "reset" },
      });
      c.get("log").warn({ event: "two-factor reset", userId: body.userId, by: auth.user.id }, "two-factor reset by an admin");
      return null;
    },
  );
  return r;
}
