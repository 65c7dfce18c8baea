import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enforceRateLimits, hitRateLimit, resetRateLimit } from "../../server/services/rate-limit";
import { startTestPortal, type TestPortal } from "./harness";

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ SEED_DEMO_CONTENT: "false" });
});
afterAll(() => t.close());

describe("rate limits (database-backed fixed window)", () => {
  const rule = { key: "test:ip:10.0.0.1", limit: 3, windowMs: 60_000 };

  it("allows up to the limit in a window, then refuses with the time left", async () => {
    const now = 1_800_000_000_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(t.portal.database.db, rule, now + i));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("starts counting again in the next window", async () => {
    const next = await hitRateLimit(t.portal.database.db, rule, 1_800_000_000_000 + 60_000);
    expect(next).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("keeps keys apart and can be reset", async () => {
    const db = t.portal.database.db;
    const other = { ...rule, key: "test:ip:10.0.0.2" };
    expect((await hitRateLimit(db, other, 1_800_000_000_000)).allowed).toBe(true);
    await resetRateLimit(db, rule.key);
    expect((await hitRateLimit(db, rule, 1_800_000_000_000 + 60_001)).remaining).toBe(2);
  });

  it("enforceRateLimits throws the rate-limited code with Retry-After seconds", async () => {
    const db = t.portal.database.db;
    const tight = { key: "test:tight", limit: 1, windowMs: 10_000 };
    await enforceRateLimits(db, [tight], 1_800_000_000_000);
    await expect(enforceRateLimits(db, [tight], 1_800_000_000_001)).rejects.toMatchObject({
      codeName: "rateLimited",
      data: { retryAfterSeconds: 10 },
    });
  });
});
