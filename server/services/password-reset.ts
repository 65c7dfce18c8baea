import type { Kysely } from "kysely";
import type { Lang } from "../../schemas/lang";
import { MAIL_RATE_LIMITS } from "../../schemas/mail";
import type { PasswordHashing } from "../auth/password";
import { revokeAllSessions } from "../auth/sessions";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { consumeAccountCode, issueAccountCode } from "../mail/account-codes";
import { enqueueMail, mailAddressOf } from "../mail/queue";
import { enforceRateLimits } from "./rate-limit";

/**
 * Answers that may reveal whether an account exists (forgot password, sign-up) take at least this
 * long, so the work done only for a real account (a code, a queued mail) is not visible in the timing.
 */
export const EVEN_ANSWER_MS = 400;

export async function answerNoSoonerThan(startedAt: number, ms = EVEN_ANSWER_MS): Promise<void> {
  const left = startedAt + ms - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/**
 * `user/password/forgot`: mails a code to the account when it exists, can receive mail and is not
 * disabled. The answer is the same in every case, and as slow.
 */
export async function forgotPassword(db: Kysely<Database>, account: string, meta: { clientAddress: string }): Promise<null> {
  const startedAt = Date.now();
  await enforceRateLimits(db, [
    { key: `mailcode:account:${account}`, ...MAIL_RATE_LIMITS.codePerAccount },
    { key: `mailcode:ip:${meta.clientAddress}`, ...MAIL_RATE_LIMITS.codePerAddress },
  ]);
  const user = await db
    .selectFrom("userAccount")
    .select(["id", "account", "lang"])
    .where("account", "=", account)
    .where("disabledAt", "is", null)
    .executeTakeFirst();
  const to = user ? mailAddressOf(user.account) : null;
  if (user && to) {
    await db.transaction().execute(async (trx) => {
      const code = await issueAccountCode(trx, Number(user.id), "passwordReset");
      await enqueueMail(trx, {
        kind: "passwordReset",
        to,
        lang: user.lang,
        userId: Number(user.id),
        data: { account: user.account, code },
      });
    });
  }
  await answerNoSoonerThan(startedAt);
  return null;
}

/**
 * `user/password/reset`: the mailed code sets a new password and ends every session of the account.
 * Every failure (no such account, wrong, expired or used-up code) answers the same.
 */
export async function resetPassword(
  db: Kysely<Database>,
  passwords: PasswordHashing,
  input: { account: string; code: string; newPassword: string },
  lang: Lang,
): Promise<null> {
  const wrong = () => new PortalError("invalidInput", serverT(lang)("mail.codeWrong"));
  const user = await db
    .selectFrom("userAccount")
    .select(["id", "emailVerifiedAt"])
    .where("account", "=", input.account)
    .where("disabledAt", "is", null)
    .executeTakeFirst();
  if (!user) throw wrong();
  const userId = Number(user.id);
  if (!(await consumeAccountCode(db, userId, "passwordReset", input.code))) throw wrong();
  // Hashed outside the transaction: a slow hash must not hold SQLite's only connection.
  const passwordHash = await passwords.hash(input.newPassword);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    // The code came through the mailbox: the address is proven too.
    await trx
      .updateTable("userAccount")
      .set({ passwordHash, updatedAt: now, emailVerifiedAt: user.emailVerifiedAt ?? now })
      .where("id", "=", userId)
      .execute();
    await revokeAllSessions(trx, userId);
  });
  return null;
}
