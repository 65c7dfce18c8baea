import type { Kysely } from "kysely";
import { AUTH_RATE_LIMITS } from "../../schemas/account";
import type { Lang } from "../../schemas/lang";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import type { Logger } from "../logger";
import { hitRateLimit, resetRateLimit } from "../services/rate-limit";
import { verifyPassword } from "./password";

export interface CurrentPasswordMeta {
  lang: Lang;
  clientAddress: string;
  log: Logger;
}

/**
 * Checks a signed-in user's current password before a sensitive change (password change, two-factor
 * set-up). A stolen session must not become a password oracle: 10 tries per account in 15 minutes
 * (reset by the right password), then `000005` with Retry-After; every failure is logged as an
 * authentication event with the account and address, never the password.
 */
export async function checkCurrentPassword(
  db: Kysely<Database>,
  userId: number,
  password: string,
  meta: CurrentPasswordMeta,
  purpose: "password change" | "two-factor set-up",
): Promise<void> {
  const key = `current-password:${userId}`;
  const row = await db.selectFrom("userAccount").select(["account", "passwordHash"]).where("id", "=", userId).executeTakeFirst();
  const event = { event: "authentication", check: "current password", purpose, userId, account: row?.account, address: meta.clientAddress };
  const decision = await hitRateLimit(db, { key, ...AUTH_RATE_LIMITS.currentPasswordPerAccount });
  if (!decision.allowed) {
    meta.log.warn({ ...event, outcome: "failure", reason: "rateLimited" }, "current password refused");
    throw new PortalError("rateLimited", undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  }
  if (!row || !(await verifyPassword(password, row.passwordHash))) {
    meta.log.warn({ ...event, outcome: "failure", reason: "wrong password" }, "current password refused");
    throw new PortalError("invalidInput", serverT(meta.lang)("auth.wrongOldPassword"));
  }
  await resetRateLimit(db, key);
}
