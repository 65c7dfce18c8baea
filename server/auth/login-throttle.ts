import type { Kysely } from "kysely";
import { AUTH_RATE_LIMITS, LOGIN_DELAY } from "../../schemas/account";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { enforceRateLimits, hitRateLimit, peekRateLimit, resetRateLimit } from "../services/rate-limit";

/**
 * Password guessing at login is throttled per (account, address), per address, and per account
 * across addresses, without letting anyone lock the owner out (decision 130):
 * - an address gets 10 tries at one account in 15 minutes (reset by a success from there);
 * - an address gets 100 tries in all in 15 minutes;
 * - beyond 20 failures of the account in an hour (any address) every answer comes a little later,
 *   and beyond 200 only addresses that have not failed at the account recently may still try.
 * A correct password from an address without recent failures therefore always gets through.
 */
export interface LoginThrottle {
  /** Call after a wrong password (or unknown account). */
  failed(): Promise<void>;
  /** Call after the right password. */
  succeeded(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function throttleLogin(
  db: Kysely<Database>,
  account: string,
  clientAddress: string,
  now = Date.now(),
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<LoginThrottle> {
  const pairKey = `login:account-address:${account}|${clientAddress}`;
  const failureRule = { key: `login:failures:${account}`, ...AUTH_RATE_LIMITS.loginFailuresPerAccount };
  await enforceRateLimits(db, [{ key: `login:ip:${clientAddress}`, ...AUTH_RATE_LIMITS.loginPerAddress }], now);
  const pair = await hitRateLimit(db, { key: pairKey, ...AUTH_RATE_LIMITS.loginPerAccountAndAddress }, now);
  if (!pair.allowed) throw new PortalError("rateLimited", undefined, { retryAfterSeconds: pair.retryAfterSeconds });
  const failures = await peekRateLimit(db, failureRule, now);
  // `pair.count > 1`: this address tried the account before in this window without succeeding.
  if (!failures.allowed && pair.count > 1) {
    throw new PortalError("rateLimited", undefined, { retryAfterSeconds: failures.retryAfterSeconds });
  }
  const over = failures.count - LOGIN_DELAY.afterFailures;
  if (over > 0) await wait(Math.min(over * LOGIN_DELAY.stepMs, LOGIN_DELAY.maxMs));
  return {
    async failed() {
      await hitRateLimit(db, failureRule);
    },
    async succeeded() {
      await resetRateLimit(db, pairKey);
    },
  };
}
