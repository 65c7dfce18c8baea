import * as OTPAuth from "otpauth";

/**
 * Codes for test logins of two-factor accounts, computed from the known secret. The server takes
 * each 30-second step's code once and also the next step's (clock drift), so several logins of one
 * account in quick succession each get a step not yet used here, waiting only when both are spent.
 */
const PERIOD_MS = 30_000;
const lastStep = new Map<string, number>();

export async function nextTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / PERIOD_MS);
    const last = lastStep.get(secret) ?? -1;
    const step = last < current ? current : last === current ? current + 1 : null;
    if (step !== null) {
      lastStep.set(secret, step);
      return totpAt(secret, step * PERIOD_MS);
    }
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
