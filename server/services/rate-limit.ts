import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";

export interface RateRule {
  /** What is limited and for whom, e.g. `login:ip:127.0.0.1` or `login:account:a@b.cn`. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
  remaining: number;
  /** Hits in the current window, this one included. */
  count: number;
}

/** Counts one hit in a fixed window stored in the database; atomic per key. */
export async function hitRateLimit(db: Kysely<Database>, rule: RateRule, now = Date.now()): Promise<RateDecision> {
  const windowStart = now - (now % rule.windowMs);
  const row = await db
    .insertInto("rateLimit")
    .values({ key: rule.key, windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => ({
        count: eb
          .case()
          .when("rateLimit.windowStart", "=", windowStart)
          .then(eb("rateLimit.count", "+", 1))
          .else(1)
          .end(),
        windowStart,
      })),
    )
    .returning(["count", "windowStart"])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.windowStart) + rule.windowMs - now) / 1000));
  return { allowed: count <= rule.limit, retryAfterSeconds, remaining: Math.max(0, rule.limit - count), count };
}

/** Hits every rule; throws the rate-limited code (with Retry-After data) when any is exceeded. */
export async function enforceRateLimits(db: Kysely<Database>, rules: RateRule[], now = Date.now()): Promise<void> {
  const decisions = await Promise.all(rules.map((r) => hitRateLimit(db, r, now)));
  const blocked = decisions.filter((d) => !d.allowed);
  if (blocked.length > 0) {
    throw new PortalError("rateLimited", undefined, { retryAfterSeconds: Math.max(...blocked.map((d) => d.retryAfterSeconds)) });
  }
}

/** Forgets a key (e.g. an account's failed-login counter after a successful login). */
export async function resetRateLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("rateLimit").where("key", "=", key).execute();
}

/** How many hits a key has in the current window, without counting one. */
export async function peekRateLimit(db: Kysely<Database>, rule: RateRule, now = Date.now()): Promise<RateDecision> {
  const windowStart = now - (now % rule.windowMs);
  const row = await db.selectFrom("rateLimit").select(["count", "windowStart"]).where("key", "=", rule.key).executeTakeFirst();
  const count = row && Number(row.windowStart) === windowStart ? Number(row.count) : 0;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));
  return { allowed: count < rule.limit, retryAfterSeconds, remaining: Math.max(0, rule.limit - count), count };
}
