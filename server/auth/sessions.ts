import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../schemas/account";
import { sha256Hex } from "../crypto/sha256-hex";
import type { Database } from "../db/types";

/** Sessions touch `last_seen_at` at most once a minute, so reads stay cheap. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => sha256Hex(token);

/** 256 random bits from the operating system's CSPRNG (ASVS 7.2.3), URL-safe. */
export const newSecretToken = () => randomBytes(32).toString("base64url");

/**
 * A new random token for a user at every login (ASVS 7.2.4); only its hash is stored.
 * `secondFactor`: the login passed TOTP (or a recovery code) as well as the password.
 */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now = Date.now(),
  options: { secondFactor?: boolean } = {},
): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto("userSession")
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      revokedAt: null,
      secondFactorAt: options.secondFactor ? now : null,
    })
    .execute();
  return token;
}

export interface LiveSession {
  userId: number;
  /** The session passed a second factor. */
  secondFactor: boolean;
}

/**
 * A live session: known, not revoked, within its idle and absolute lifetimes (ASVS 7.3.1/7.3.2),
 * and its account not disabled (7.4.2). Null otherwise.
 */
export async function resolveLiveSession(db: Kysely<Database>, token: string, now = Date.now()): Promise<LiveSession | null> {
  const row = await db
    .selectFrom("userSession")
    .innerJoin("userAccount", "userAccount.id", "userSession.userId")
    .select([
      "userSession.id",
      "userSession.userId",
      "userSession.createdAt",
      "userSession.lastSeenAt",
      "userSession.revokedAt",
      "userSession.secondFactorAt",
      "userAccount.disabledAt",
    ])
    .where("userSession.tokenHash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.revokedAt != null || row.disabledAt != null) return null;
  const created = Number(row.createdAt);
  const lastSeen = Number(row.lastSeenAt);
  if (now - lastSeen > SESSION_IDLE_MS || now - created > SESSION_ABSOLUTE_MS) return null;
  if (now - lastSeen > TOUCH_EVERY_MS) await db.updateTable("userSession").set({ lastSeenAt: now }).where("id", "=", row.id).execute();
  return { userId: Number(row.userId), secondFactor: row.secondFactorAt != null };
}

/** The user id of a live session, or null when the token is unknown, revoked or expired. */
export async function resolveSession(db: Kysely<Database>, token: string, now = Date.now()): Promise<number | null> {
  return (await resolveLiveSession(db, token, now))?.userId ?? null;
}

/** Marks a session as having passed the second factor (after enrolling in two-factor authentication). */
export async function markSecondFactor(db: Kysely<Database>, token: string, now = Date.now()): Promise<void> {
  await db.updateTable("userSession").set({ secondFactorAt: now }).where("tokenHash", "=", hashToken(token)).execute();
}

export async function revokeSession(db: Kysely<Database>, token: string, now = Date.now()): Promise<void> {
  await db
    .updateTable("userSession")
    .set({ revokedAt: now })
    .where("tokenHash", "=", hashToken(token))
    .where("revokedAt", "is", null)
    .execute();
}

/** Ends every other session of a user (after a password change, when the user asks; after turning on two-factor); answers how many. */
export async function revokeOtherSessions(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  keepToken: string,
  now = Date.now(),
): Promise<number> {
  const result = await db
    .updateTable("userSession")
    .set({ revokedAt: now })
    .where("userId", "=", userId)
    .where("tokenHash", "!=", hashToken(keepToken))
    .where("revokedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** When a session started (ms), or null for an unknown token. */
export async function sessionCreatedAt(db: Kysely<Database>, token: string): Promise<number | null> {
  const row = await db.selectFrom("userSession").select("createdAt").where("tokenHash", "=", hashToken(token)).executeTakeFirst();
  return row ? Number(row.createdAt) : null;
}

/** Ends every session of a user (account disabled, two-factor reset by an admin). */
export async function revokeAllSessions(db: Kysely<Database>, userId: number, now = Date.now()): Promise<void> {
  await db.updateTable("userSession").set({ revokedAt: now }).where("userId", "=", userId).where("revokedAt", "is", null).execute();
}
