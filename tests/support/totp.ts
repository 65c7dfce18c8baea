import * as OTPAuth from "otpauth";

/**
 * Codes for test logins of two-factor accounts, computed from the known secret. The server takes
 * each 30-second step's code once and also the next step's (clock drift), so several logins of one
 * account in quick succession each get a step not yet used here, waiting only when both are spent.
 */
const PERIOD_MS = 30_000;
const lastStep = new Map<string, number>();

/** Takes a step of a secret for one login when it is still free: here, in this process's memory. */
export type ClaimStep = (secret: string, step: number) => boolean;
const claimInProcess: ClaimStep = (secret, step) => {
  if (step <= (lastStep.get(secret) ?? -1)) return false;
  lastStep.set(secret, step);
  return true;
};

/** A code for the current step, else the next one, else (both used) the next period's. */
export async function nextTotpCode(secret: string, claim: ClaimStep = claimInProcess): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / PERIOD_MS);
    for (const step of [current, current + 1]) if (claim(secret, step)) return totpAt(secret, step * PERIOD_MS);
    await new Promise((r) => setTimeout(r, (current + 1) * PERIOD_MS - now + 20));
  }
}

/** Marks a step as used by a login this process did not make through `nextTotpCode`. */
export function noteTotpStepUsed(secret: string, at = Date.now()) {
  const step = Math.floor(at / PERIOD_MS);
  lastStep.set(secret, Math.max(step, lastStep.get(secret) ?? step));
}

export function totpAt(secret: string, timestamp: number): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });
}
