import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { ACCOUNT_CODE_MAX_TRIES, ACCOUNT_CODE_TTL_MS, type AccountCodePurpose } from "../../schemas/mail";
import type { Database } from "../db/types";

const hashOf = (userId: number, purpose: AccountCodePurpose, code: string) =>
  createHash("sha256").update(`${userId}:${purpose}:${code}`).digest();

/** A new 6-digit code for the account (valid 15 minutes, 5 tries); any earlier code of the same purpose stops working. */
export async function issueAccountCode(
  db: Kysely<Database>,
  userId: number,
  purpose: AccountCodePurpose,
  now = Date.now(),
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db
    .updateTable("accountCode")
    .set({ usedAt: now })
    .where("userId", "=", userId)
    .where("purpose", "=", purpose)
    .where("usedAt", "is", null)
    .execute();
  await db
    .insertInto("accountCode")
    .values({
      userId,
      purpose,
      codeHash: hashOf(userId, purpose, code).toString("hex"),
      expiresAt: now + ACCOUNT_CODE_TTL_MS,
      usedAt: null,
    })
    .execute();
  return code;
}

/**
 * Uses up the account's current code when `code` matches it. A wrong guess counts; after the fifth
 * the code is dead even for the right digits, as is one older than 15 minutes.
 */
export async function consumeAccountCode(
  db: Kysely<Database>,
  userId: number,
  purpose: AccountCodePurpose,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const row = await db
    .selectFrom("accountCode")
    .select(["id", "codeHash", "attempts", "expiresAt"])
    .where("userId", "=", userId)
    .where("purpose", "=", purpose)
    .where("usedAt", "is", null)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row || Number(row.expiresAt) < now || Number(row.attempts) >= ACCOUNT_CODE_MAX_TRIES) return false;
  const counted = await db
    .updateTable("accountCode")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", row.id)
    .where("attempts", "<", ACCOUNT_CODE_MAX_TRIES)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) return false;
  if (!timingSafeEqual(Buffer.from(row.codeHash, "hex"), hashOf(userId, purpose, code))) return false;
  const used = await db
    .updateTable("accountCode")
    .set({ usedAt: now })
    .where("id", "=", row.id)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
