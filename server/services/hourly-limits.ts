import type { Kysely } from "kysely";
import type { Lang } from "../../schemas/lang";
import { HOURLY_CALL_LIMITS, type HourlyLimitedCall } from "../../schemas/limits";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { formatWait } from "../http/retry-after";
import { serverT } from "../i18n";
import { hitRateLimit } from "./rate-limit";

/**
 * Counts one costly call of a customer (issue 26, item 11); past the hour's allowance it answers
 * 000005 with Retry-After and a message naming what was limited. Counted when the call is made,
 * after its body was accepted.
 */
export async function chargeHourlyCall(db: Kysely<Database>, userId: number, call: HourlyLimitedCall, lang: Lang): Promise<void> {
  const limit = HOURLY_CALL_LIMITS[call];
  const decision = await hitRateLimit(db, { key: `hourly:${call}:user:${userId}`, limit, windowMs: 3_600_000 });
  if (decision.allowed) return;
  throw new PortalError(
    "rateLimited",
    serverT(lang)(`portal:rateLimit.${call}`, { count: limit, wait: formatWait(decision.retryAfterSeconds, lang) }),
    {
      retryAfterSeconds: decision.retryAfterSeconds,
    },
  );
}
