import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../schemas/account";
import type { Database } from "../db/types";

/** Sessions touch `last_seen_at` at most once a minute, so reads stay cheap. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new random token (256 bits) for a user; only its hash is stored. */
export async function createSession(db: Kysely<Database>, userId: number, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("userSession")
    .values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, revokedAt: null })
    .execute();
  return token;
}

/** The user id of a live session, or null when the token is unknown, revoked or expired. */
export async function resolveSession(db: Kysely<Database>, token: string, now = Date.now()): Promise<number | null> {
  const row = await db
    .selectFrom("userSession")
    .select(["id", "userId", "createdAt", "lastSeenAt", "revokedAt"])
    .where("tokenHash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.revokedAt != null) return null;
  const created = Number(row.createdAt);
  const lastSeen = Number(row.lastSeenAt);
  if (now - lastSeen > SESSION_IDLE_MS || now - created > SESSION_ABSOLUTE_MS) return null;
  if (now - lastSeen > TOUCH_EVERY_MS) await db.updateTable("userSession").set({ lastSeenAt: now }).where("id", "=", row.id).execute();
  return Number(row.userId);
}

export async function revokeSession(db: Kysely<Database>, token: string, now = Date.now()): Promise<void> {
  await db
    .updateTable("userSession")
    .set({ revokedAt: now })
    .where("tokenHash", "=", hashToken(token))
    .where("revokedAt", "is", null)
    .execute();
}

/** Ends every other session of a user (after a password change). */
export async function revokeOtherSessions(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  keepToken: string,
  now = Date.now(),
): Promise<void> {
  await db
    .updateTable("userSession")
    .set({ revokedAt: now })
    .where("userId", "=", userId)
    .where("tokenHash", "!=", hashToken(keepToken))
    .where("revokedAt", "is", null)
    .execute();
}
