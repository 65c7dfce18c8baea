import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { HASHING_CONCURRENCY, HASHING_QUEUE, hashingLoad } from "../../server/auth/password";
import { startTestPortal, type TestPortal } from "./harness";

/**
 * Issue 26 item 2: password hashing runs behind a process-wide gate. The memory and latency effect at
 * production cost is shown by tests/reliability/password-hashing.test.ts; here, the gate's contract.
 */
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ SEED_DEMO_CONTENT: "false" });
});
afterAll(() => t.close());

describe("password hashing behind a process-wide limit", () => {
  it("never more than 2 at once; a bounded line waits; the rest are answered 000005 with Retry-After at once", async () => {
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, hashingLoad().running);
    }, 1);
    const attempts = 90;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        t.post(P.login, { account: `nobody${i}@example.com`, password: "wrong-password-1" }, { peer: `10.2.${i}.1` }),
      ),
    );
    clearInterval(sampler);
    const codes = await Promise.all(answers.map(async (r) => ((await r.json()) as { code: string }).code));
    const refused = answers.filter((_r, i) => codes[i] === "000005");
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(HASHING_CONCURRENCY);
    // Everyone that got a place in line was answered (a wrong password); the others were turned away.
    expect(codes.filter((c) => c === "000001").length).toBeGreaterThanOrEqual(HASHING_CONCURRENCY + HASHING_QUEUE);
    expect(refused.length).toBeGreaterThan(0);
    expect(codes.every((c) => c === "000001" || c === "000005")).toBe(true);
    for (const r of refused) expect([r.status, r.headers.get("retry-after")]).toEqual([429, "1"]);
    expect(hashingLoad()).toEqual({ running: 0, queued: 0 });
    // Once the line is empty, logins are hashed again.
    expect((await t.call(P.login, { account: "nobody@example.com", password: "wrong-password-1" }, { peer: "10.3.0.1" })).json.code).toBe(
      "000001",
    );
  }, 60_000);
});
