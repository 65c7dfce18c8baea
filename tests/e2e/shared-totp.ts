import fs from "node:fs";
import path from "node:path";
import { totpAt } from "../support/totp";

const PERIOD_MS = 30_000;

/** Steps claimed in this run, beside the e2e server's data (emptied when the server starts). */
const claims = () => path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? "3123"}/totp-steps`);

/** Claims a 30-second step of a secret for one login, across all workers: the server takes each code once. */
function claim(secret: string, step: number): boolean {
  fs.mkdirSync(claims(), { recursive: true });
  try {
    fs.writeFileSync(path.join(claims(), `${secret}-${step}`), "", { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

/**
 * A code for a staff login in the e2e run. Like `tests/support/totp.ts` (this step or the next, else
 * wait), but the steps used are shared by the workers: two workers logging the lab admin in at the
 * same moment got the same code, and the second login was refused.
 */
export async function nextTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / PERIOD_MS);
    for (const step of [current, current + 1]) if (claim(secret, step)) return totpAt(secret, step * PERIOD_MS);
    await new Promise((r) => setTimeout(r, (current + 1) * PERIOD_MS - now + 20));
  }
}
