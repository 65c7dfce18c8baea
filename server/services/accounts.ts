import type { Kysely } from "kysely";
import type { z } from "zod";
import type { CurrentUser, LoginResult, ModifyUserInfoRequestSchema, RegisterRequestSchema, Role } from "../../schemas/account";
import type { Lang } from "../../schemas/lang";
import type { TwoFactorChallenge } from "../../schemas/two-factor";
import { type CurrentPasswordMeta, checkCurrentPassword } from "../auth/current-password";
import { throttleLogin } from "../auth/login-throttle";
import { type PasswordHashing, verifyPassword } from "../auth/password";
import type { SecretBox } from "../auth/secret-box";
import { createSession, revokeOtherSessions } from "../auth/sessions";
import { completeLoginChallenge, createLoginChallenge, twoFactorEnabled } from "../auth/two-factor";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";

const USER_COLUMNS = ["id", "nickname", "account", "company", "contactPhone", "role"] as const;

export async function getUser(db: Kysely<Database>, id: number): Promise<CurrentUser | null> {
  // A disabled account has no current user: whatever token it still holds is refused.
  const row = await db
    .selectFrom("userAccount")
    .select(USER_COLUMNS)
    .where("id", "=", id)
    .where("disabledAt", "is", null)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Creates an account (role customer unless told otherwise). A taken account is a conflict. */
export async function createAccount(
  db: Kysely<Database>,
  passwords: PasswordHashing,
  input: z.output<typeof RegisterRequestSchema>,
  role: Role,
  lang: Lang,
): Promise<CurrentUser> {
  const existing = await db.selectFrom("userAccount").select("id").where("account", "=", input.account).executeTakeFirst();
  if (existing) throw new PortalError("conflict", serverT(lang)("auth.accountTaken"));
  const passwordHash = await passwords.hash(input.password);
  const now = new Date().toISOString();
  const row = await db
    .insertInto("userAccount")
    .values({
      account: input.account,
      passwordHash,
      nickname: input.nickname,
      company: input.company,
      contactPhone: "",
      role,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.column("account").doNothing())
    .returning(USER_COLUMNS)
    .executeTakeFirst();
  // Two sign-ups for one account at the same moment: the second finds the row taken.
  if (!row) throw new PortalError("conflict", serverT(lang)("auth.accountTaken"));
  return { ...row, id: Number(row.id) };
}

/**
 * Checks the password in constant-ish time whether or not the account exists. A disabled account
 * fails like a wrong password. With two-factor on, the answer is a challenge for the second step
 * (`completeLogin`) instead of a token.
 */
export async function login(
  db: Kysely<Database>,
  passwords: PasswordHashing,
  input: { account: string; password: string },
  meta: { lang: Lang; clientAddress: string },
): Promise<LoginResult | TwoFactorChallenge> {
  const throttle = await throttleLogin(db, input.account, meta.clientAddress);
  const row = await db
    .selectFrom("userAccount")
    .select(["id", "passwordHash", "disabledAt"])
    .where("account", "=", input.account)
    .executeTakeFirst();
  const ok = await verifyPassword(input.password, row?.passwordHash ?? (await passwords.dummyHash()));
  if (!row || !ok) {
    await throttle.failed();
    throw new PortalError("invalidInput", serverT(meta.lang)("auth.badCredentials"));
  }
  // Said only after the right password, so it reveals nothing to someone guessing.
  if (row.disabledAt != null) throw new PortalError("forbidden", serverT(meta.lang)("admin:errors.accountDisabled"));
  await throttle.succeeded();
  const user = await getUser(db, Number(row.id));
  if (!user) throw new PortalError("invalidInput", serverT(meta.lang)("auth.badCredentials"));
  if (await twoFactorEnabled(db, user.id)) return { twoFactorRequired: true, challenge: await createLoginChallenge(db, user.id) };
  return { token: await createSession(db, user.id), userInfo: user };
}

/** The login's second step: challenge and code → a session that passed both factors. */
export async function completeLogin(
  db: Kysely<Database>,
  input: { challenge: string; code: string },
  meta: { lang: Lang; clientAddress: string },
  secrets: SecretBox,
): Promise<LoginResult> {
  const userId = await completeLoginChallenge(db, input, meta, secrets);
  const user = await getUser(db, userId);
  const row = await db.selectFrom("userAccount").select("disabledAt").where("id", "=", userId).executeTakeFirst();
  if (!user || row?.disabledAt != null) throw new PortalError("invalidInput", serverT(meta.lang)("security:challengeExpired"));
  return { token: await createSession(db, user.id, Date.now(), { secondFactor: true }), userInfo: user };
}

export async function modifyUserInfo(
  db: Kysely<Database>,
  userId: number,
  input: z.output<typeof ModifyUserInfoRequestSchema>,
): Promise<CurrentUser> {
  await db
    .updateTable("userAccount")
    .set({ nickname: input.nickname, company: input.company, contactPhone: input.contactPhone, updatedAt: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
  const user = await getUser(db, userId);
  if (!user) throw new PortalError("notLoggedIn");
  return user;
}

/** Changes the password after checking the current one; other sessions end unless the user keeps them (ASVS 7.4.3). */
export async function changePassword(
  db: Kysely<Database>,
  passwords: PasswordHashing,
  userId: number,
  token: string,
  input: { oldPassword: string; newPassword: string; endOtherSessions?: boolean },
  meta: CurrentPasswordMeta,
): Promise<void> {
  await checkCurrentPassword(db, userId, input.oldPassword, meta, "password change");
  // Hashed before the transaction: a slow hash must not hold SQLite's only connection.
  const passwordHash = await passwords.hash(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("userAccount").set({ passwordHash, updatedAt: new Date().toISOString() }).where("id", "=", userId).execute();
    if (input.endOtherSessions !== false) await revokeOtherSessions(trx, userId, token);
  });
}
