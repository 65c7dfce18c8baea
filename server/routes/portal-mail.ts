import { Hono } from "hono";
import { LoginResultSchema } from "../../schemas/account";
import { EmptyRequestSchema } from "../../schemas/content-requests";
import { NoDataSchema } from "../../schemas/envelope";
import {
  AdminMailListRequestSchema,
  AdminMailRowSchema,
  ConfirmSignUpRequestSchema,
  ForgotPasswordRequestSchema,
  MailSettingsSchema,
  ResetPasswordRequestSchema,
  UpdateNotificationsRequestSchema,
  VerifyEmailRequestSchema,
} from "../../schemas/mail";
import { pageOf } from "../../schemas/paging";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import type { AppEnv } from "../http/app-env";
import { clientAddress } from "../http/client-address";
import { portalCall } from "../http/portal-call";
import { listMail } from "../mail/mail-list";
import {
  confirmSignUp,
  mailSettings,
  rememberLang,
  sendVerificationCode,
  updateNotifications,
  verifyEmail,
} from "../services/email-verification";
import { forgotPassword, resetPassword } from "../services/password-reset";

/** Forgotten password, sign-up confirmation, email verification, notification switches, and the admins' mail list. */
export function portalMailRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  portalCall(
    r,
    { path: P.passwordForgot, data: NoDataSchema, codes: ["rateLimited"], schema: ForgotPasswordRequestSchema, access: "public" },
    async ({ c, body }) => {
      await forgotPassword(c.get("deps").db, body.account, { clientAddress: clientAddress(c) });
      c.get("deps").mail?.kick();
      c.get("log").info({ event: "password reset asked", account: body.account, address: clientAddress(c) }, "password reset asked");
      return null;
    },
  );
  portalCall(
    r,
    { path: P.passwordReset, data: NoDataSchema, codes: ["rateLimited"], schema: ResetPasswordRequestSchema, access: "public" },
    async ({ c, body, lang }) => {
      try {
        await resetPassword(c.get("deps").db, c.get("deps").passwords, body, lang);
      } catch (err) {
        c.get("log").warn(
          { event: "password reset", outcome: "failure", account: body.account, address: clientAddress(c) },
          "password reset failed",
        );
        throw err;
      }
      c.get("log").info(
        { event: "password reset", outcome: "success", account: body.account, address: clientAddress(c) },
        "password reset",
      );
      return null;
    },
  );
  portalCall(
    r,
    { path: P.signUpConfirm, data: LoginResultSchema, schema: ConfirmSignUpRequestSchema, access: "public" },
    ({ c, body, lang }) => confirmSignUp(c.get("deps").db, body, lang),
  );
  portalCall(
    r,
    { path: P.emailSendCode, data: MailSettingsSchema, codes: ["rateLimited"], schema: EmptyRequestSchema, access: "user" },
    async ({ c, auth, lang }) => {
      await rememberLang(c.get("deps").db, auth.user.id, lang);
      const settings = await sendVerificationCode(c.get("deps").db, auth.user.id, lang);
      c.get("deps").mail?.kick();
      return settings;
    },
  );
  portalCall(
    r,
    { path: P.emailVerify, data: MailSettingsSchema, schema: VerifyEmailRequestSchema, access: "user" },
    ({ c, auth, body, lang }) => verifyEmail(c.get("deps").db, auth.user.id, body.code, lang),
  );
  portalCall(
    r,
    { path: P.mailSettings, data: MailSettingsSchema, schema: EmptyRequestSchema, access: "user" },
    async ({ c, auth, lang }) => {
      await rememberLang(c.get("deps").db, auth.user.id, lang);
      return mailSettings(c.get("deps").db, auth.user.id);
    },
  );
  portalCall(
    r,
    { path: P.mailNotifications, data: MailSettingsSchema, schema: UpdateNotificationsRequestSchema, access: "user" },
    ({ c, auth, body }) => updateNotifications(c.get("deps").db, auth.user.id, body),
  );
  portalCall(
    r,
    { path: P.adminMailList, data: pageOf(AdminMailRowSchema), schema: AdminMailListRequestSchema, access: ["admin"] },
    ({ c, body }) => listMail(c.get("deps").db, body),
  );
  return r;
}
