import type { Kysely } from "kysely";
import type { Lang } from "../../schemas/lang";
import { HOURLY_CALL_LIMITS, type HourlyLimitedCall } from "../../schemas/limits";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { formatWait } from "../http/retry-after";
import { serverT } from "../i18n";
import { hitRateLimit } from "./rate-limit";

const HOUR_MS = 3_600_000;

/**
 * Runs one costly call of a customer within its hourly allowance (issue 26, item 11): refused with
 * 000005, Retry-After and a message naming the call once the hour's allowance is spent; counted only
 * when it succeeds (a refused id or a conflict costs nothing and writes nothing). Requests of one
 * customer racing each other can pass the check together: the overshoot is bounded by their number.
 */
export async function withinHourlyLimit<T>(
  db: Kysely<Database>,
  userId: number,
  call: HourlyLimitedCall,
  lang: Lang,
  work: () => Promise<T>,
): Promise<T> {
  const key = `hourly:${call}:user:${userId}`;
  const limit = HOURLY_CALL_LIMITS[call];
  const now = Date.now();
  const windowStart = now - (now % HOUR_MS);
  const spent = await db.selectFrom("rateLimit").select(["count", "windowStart"]).where("key", "=", key).executeTakeFirst();
  if (spent && Number(spent.windowStart) === windowStart && Number(spent.count) >= limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + HOUR_MS - now) / 1000));
    throw new PortalError(
      "rateLimited",
      serverT(lang)(`portal:rateLimit.${call}`, { count: limit, wait: formatWait(retryAfterSeconds, lang) }),
      {
        retryAfterSeconds,
      },
    );
  }
  const result = await work();
  await hitRateLimit(db, { key, limit, windowMs: HOUR_MS }, now);
  return result;
}
