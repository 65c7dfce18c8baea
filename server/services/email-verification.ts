import type { Kysely } from "kysely";
import type { z } from "zod";
import type { LoginResult, RegisterRequestSchema } from "../../schemas/account";
import { AUTH_RATE_LIMITS, type Role } from "../../schemas/account";
import type { Lang } from "../../schemas/lang";
import {
  MAIL_RATE_LIMITS,
  type MailSettings,
  NOTIFICATION_KINDS,
  type NotificationSwitches,
  type RegisterAnswer,
} from "../../schemas/mail";
import type { PasswordHashing } from "../auth/password";
import { createSession } from "../auth/sessions";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { consumeAccountCode, issueAccountCode } from "../mail/account-codes";
import { enqueueMail, mailAddressOf, parseOptOut } from "../mail/queue";
import { createAccount, getUser } from "./accounts";
import { answerNoSoonerThan } from "./password-reset";
import { enforceRateLimits } from "./rate-limit";

/**
 * Sign-up (issue 26 item 6: it reveals no account). A new email account is created unverified and
 * mailed a code; an address that already has an account gets a mail telling its owner instead. Both
 * answer the same, equally slow (the password is hashed either way), and neither logs in: an email
 * account finishes with the code (`signUpConfirm`), a mobile-number account by logging in.
 */
export async function register(
  db: Kysely<Database>,
  passwords: PasswordHashing,
  input: z.output<typeof RegisterRequestSchema>,
  meta: { lang: Lang; clientAddress: string },
): Promise<RegisterAnswer> {
  const startedAt = Date.now();
  const { limit, windowMs } = AUTH_RATE_LIMITS.registerPerAddress;
  await enforceRateLimits(db, [{ key: `register:ip:${meta.clientAddress}`, limit, windowMs }]);
  const to = mailAddressOf(input.account);
  const answer: RegisterAnswer = { next: to ? "confirmCode" : "login" };
  const existing = await db.selectFrom("userAccount").select(["id", "lang"]).where("account", "=", input.account).executeTakeFirst();
  if (existing) {
    await passwords.hash(input.password);
    if (to)
      await enqueueMail(db, {
        kind: "accountExists",
        to,
        lang: existing.lang,
        userId: Number(existing.id),
        data: { account: input.account },
      });
    await answerNoSoonerThan(startedAt);
    return answer;
  }
  try {
    const user = await createAccount(db, passwords, input, "customer", meta.lang);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("userAccount").set({ lang: meta.lang }).where("id", "=", user.id).execute();
      if (!to) return;
      const code = await issueAccountCode(trx, user.id, "verifyEmail");
      await enqueueMail(trx, { kind: "verifyEmail", to, lang: meta.lang, userId: user.id, data: { account: input.account, code } });
    });
  } catch (err) {
    // Two sign-ups for one address at the same moment: the second is answered like any existing one.
    if (!(err instanceof PortalError && err.codeName === "conflict")) throw err;
  }
  await answerNoSoonerThan(startedAt);
  return answer;
}

/** Sign-up's second step: the mailed code verifies the address and logs the new account in. */
export async function confirmSignUp(db: Kysely<Database>, input: { account: string; code: string }, lang: Lang): Promise<LoginResult> {
  const wrong = () => new PortalError("invalidInput", serverT(lang)("mail.codeWrong"));
  const row = await db
    .selectFrom("userAccount")
    .select(["id", "emailVerifiedAt"])
    .where("account", "=", input.account)
    .where("disabledAt", "is", null)
    .executeTakeFirst();
  if (!row || row.emailVerifiedAt != null) throw wrong();
  const userId = Number(row.id);
  if (!(await consumeAccountCode(db, userId, "verifyEmail", input.code))) throw wrong();
  await db.updateTable("userAccount").set({ emailVerifiedAt: new Date().toISOString() }).where("id", "=", userId).execute();
  const user = await getUser(db, userId);
  if (!user) throw wrong();
  return { token: await createSession(db, userId), userInfo: user };
}

/** The customer's mail settings: where mail goes, whether the address is verified, which notifications are on. */
export async function mailSettings(db: Kysely<Database>, userId: number): Promise<MailSettings> {
  const row = await db
    .selectFrom("userAccount")
    .select(["account", "emailVerifiedAt", "mailOptOut"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const off = parseOptOut(row.mailOptOut);
  const address = mailAddressOf(row.account);
  return {
    address,
    verified: address === null || row.emailVerifiedAt != null,
    notifications: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !off.includes(k)])) as NotificationSwitches,
  };
}

export async function updateNotifications(
  db: Kysely<Database>,
  userId: number,
  changes: Partial<NotificationSwitches>,
): Promise<MailSettings> {
  const current = (await mailSettings(db, userId)).notifications;
  const next = { ...current, ...changes };
  const off = NOTIFICATION_KINDS.filter((k) => !next[k]);
  await db
    .updateTable("userAccount")
    .set({ mailOptOut: JSON.stringify(off), updatedAt: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
  return mailSettings(db, userId);
}

/** Mails a fresh verification code to a logged-in customer whose address is not verified yet. */
export async function sendVerificationCode(db: Kysely<Database>, userId: number, lang: Lang): Promise<MailSettings> {
  const settings = await mailSettings(db, userId);
  if (!settings.address) throw new PortalError("invalidInput", serverT(lang)("mail.noMailbox"));
  if (settings.verified) return settings;
  await enforceRateLimits(db, [{ key: `mailcode:verify:${userId}`, ...MAIL_RATE_LIMITS.codePerAccount }]);
  const to = settings.address;
  await db.transaction().execute(async (trx) => {
    const code = await issueAccountCode(trx, userId, "verifyEmail");
    await enqueueMail(trx, { kind: "verifyEmail", to, lang, userId, data: { account: to, code } });
  });
  return settings;
}

/** The code from the mail verifies the logged-in customer's address. */
export async function verifyEmail(db: Kysely<Database>, userId: number, code: string, lang: Lang): Promise<MailSettings> {
  const settings = await mailSettings(db, userId);
  if (settings.verified) return settings;
  if (!(await consumeAccountCode(db, userId, "verifyEmail", code))) throw new PortalError("invalidInput", serverT(lang)("mail.codeWrong"));
  await db.updateTable("userAccount").set({ emailVerifiedAt: new Date().toISOString() }).where("id", "=", userId).execute();
  return mailSettings(db, userId);
}

/**
 * A customer sends samples only with a verified address (a mobile-number account has none to verify).
 * Staff accounts are made by an admin or the CLI, not signed up: whoever made them vouches for the address.
 */
export async function requireVerifiedEmail(db: Kysely<Database>, user: { id: number; role: Role }, lang: Lang): Promise<void> {
  if (user.role !== "customer") return;
  if (!(await mailSettings(db, user.id)).verified) throw new PortalError("forbidden", serverT(lang)("mail.verifyFirst"));
}

/** The language mails to this account are written in: the one it used last. */
export async function rememberLang(db: Kysely<Database>, userId: number, lang: Lang): Promise<void> {
  await db.updateTable("userAccount").set({ lang }).where("id", "=", userId).where("lang", "!=", lang).execute();
}
