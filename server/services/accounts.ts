import type { Kysely } from "kysely";
import type { z } from "zod";
import {
  AUTH_RATE_LIMITS,
  type CurrentUser,
  type LoginResult,
  type ModifyUserInfoRequestSchema,
  type RegisterRequestSchema,
  type Role,
} from "../../schemas/account";
import type { Lang } from "../../schemas/lang";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../auth/password";
import { createSession, revokeOtherSessions } from "../auth/sessions";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { enforceRateLimits, resetRateLimit } from "./rate-limit";

const USER_COLUMNS = ["id", "nickname", "account", "company", "contactPhone", "role"] as const;

export async function getUser(db: Kysely<Database>, id: number): Promise<CurrentUser | null> {
  const row = await db.selectFrom("userAccount").select(USER_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Creates an account (role customer unless told otherwise). A taken account is a conflict. */
export async function createAccount(
  db: Kysely<Database>,
  input: z.output<typeof RegisterRequestSchema>,
  role: Role,
  lang: Lang,
): Promise<CurrentUser> {
  const existing = await db.selectFrom("userAccount").select("id").where("account", "=", input.account).executeTakeFirst();
  if (existing) throw new PortalError("conflict", serverT(lang)("auth.accountTaken"));
  const passwordHash = await hashPassword(input.password);
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

export async function register(
  db: Kysely<Database>,
  input: z.output<typeof RegisterRequestSchema>,
  meta: { lang: Lang; clientAddress: string },
): Promise<LoginResult> {
  const { limit, windowMs } = AUTH_RATE_LIMITS.registerPerAddress;
  await enforceRateLimits(db, [{ key: `register:ip:${meta.clientAddress}`, limit, windowMs }]);
  const user = await createAccount(db, input, "customer", meta.lang);
  return { token: await createSession(db, user.id), userInfo: user };
}

/** Checks the password in constant-ish time whether or not the account exists. */
export async function login(
  db: Kysely<Database>,
  input: { account: string; password: string },
  meta: { lang: Lang; clientAddress: string },
): Promise<LoginResult> {
  const accountKey = `login:account:${input.account}`;
  await enforceRateLimits(db, [
    { key: accountKey, ...AUTH_RATE_LIMITS.loginPerAccount },
    { key: `login:ip:${meta.clientAddress}`, ...AUTH_RATE_LIMITS.loginPerAddress },
  ]);
  const row = await db.selectFrom("userAccount").select(["id", "passwordHash"]).where("account", "=", input.account).executeTakeFirst();
  const ok = await verifyPassword(input.password, row?.passwordHash ?? (await dummyPasswordHash()));
  if (!row || !ok) throw new PortalError("invalidInput", serverT(meta.lang)("auth.badCredentials"));
  await resetRateLimit(db, accountKey);
  const user = await getUser(db, Number(row.id));
  if (!user) throw new PortalError("invalidInput", serverT(meta.lang)("auth.badCredentials"));
  return { token: await createSession(db, user.id), userInfo: user };
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

/** Changes the password after checking the current one; other sessions of the user end. */
export async function changePassword(
  db: Kysely<Database>,
  userId: number,
  token: string,
  input: { oldPassword: string; newPassword: string },
  lang: Lang,
): Promise<void> {
  const row = await db.selectFrom("userAccount").select("passwordHash").where("id", "=", userId).executeTakeFirst();
  if (!row || !(await verifyPassword(input.oldPassword, row.passwordHash))) {
    throw new PortalError("invalidInput", serverT(lang)("auth.wrongOldPassword"));
  }
  // Hashed before the transaction: a slow hash must not hold SQLite's only connection.
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("userAccount").set({ passwordHash, updatedAt: new Date().toISOString() }).where("id", "=", userId).execute();
    await revokeOtherSessions(trx, userId, token);
  });
}
