import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import type { Lang } from "../../schemas/lang";
import {
  FIRST_ENROLMENT_GRACE_MS,
  isStaffRole,
  LOGIN_CHALLENGE_MS,
  LOGIN_CHALLENGE_TRIES,
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "../../schemas/two-factor";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { enforceRateLimits } from "../services/rate-limit";
import { type CurrentPasswordMeta, checkCurrentPassword } from "./current-password";
import type { SecretBox } from "./secret-box";
import { hashToken, markSecondFactor, newSecretToken, revokeAllSessions, revokeOtherSessions, sessionCreatedAt } from "./sessions";

/** Shown by the authenticator app above the code. */
const ISSUER = "Lactoferrin Portal";
/** Codes of the previous and next 30-second step are accepted too (clock drift). */
const WINDOW = 1;
/** Second-step tries: 10 per account and 100 per address in 15 minutes, like the password. */
const TOTP_LIMITS = { perAccount: { limit: 10, windowMs: 15 * 60 * 1000 }, perAddress: { limit: 100, windowMs: 15 * 60 * 1000 } };

const totpFor = (secret: string, label = "") =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/**
 * The time step a 6-digit code belongs to, if it is valid now and newer than the last one used
 * (a code is good once: ASVS 6.5.1). Null otherwise.
 */
export function acceptTotp(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** `abcde-fghij` from 50 random bits (base32 letters and digits, no look-alikes of 0/1/8/9). */
function newRecoveryCode(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => alphabet[b % 32]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Whether starting enrolment needs the current password: always, except a staff member's first
 * enrolment in the minutes after their password login (the back office asks for it there and then).
 */
async function setupNeedsPassword(
  db: Kysely<Database>,
  user: { id: number; role: Database["userAccount"]["role"] },
  token: string,
  enabled: boolean,
  now = Date.now(),
): Promise<boolean> {
  if (!isStaffRole(user.role) || enabled) return true;
  const created = await sessionCreatedAt(db, token);
  return created === null || now - created > FIRST_ENROLMENT_GRACE_MS;
}

export async function twoFactorStatus(
  db: Kysely<Database>,
  user: { id: number; role: Database["userAccount"]["role"] },
  sessionVerified: boolean,
  token: string,
): Promise<TwoFactorStatus> {
  const row = await db.selectFrom("userAccount").select("totpEnabledAt").where("id", "=", user.id).executeTakeFirst();
  const left = await db
    .selectFrom("recoveryCode")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", user.id)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return {
    enabled: row?.totpEnabledAt != null,
    required: isStaffRole(user.role),
    sessionVerified,
    recoveryCodesLeft: Number(left?.n ?? 0),
    setupNeedsPassword: await setupNeedsPassword(db, user, token, row?.totpEnabledAt != null),
  };
}

/** Enrolment, step 1: a new pending secret (replacing any earlier pending one) and its QR code. */
export async function startEnrolment(
  db: Kysely<Database>,
  user: { id: number; account: string; role: Database["userAccount"]["role"] },
  token: string,
  password: string | undefined,
  meta: CurrentPasswordMeta,
  box: SecretBox,
): Promise<TwoFactorSetup> {
  const row = await db.selectFrom("userAccount").select("totpEnabledAt").where("id", "=", user.id).executeTakeFirst();
  if (row?.totpEnabledAt != null) throw new PortalError("conflict", serverT(meta.lang)("security:twoFactorAlreadyOn"));
  if (await setupNeedsPassword(db, user, token, false)) {
    await checkCurrentPassword(db, user.id, password ?? "", meta, "two-factor set-up");
  }
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await db
    .updateTable("userAccount")
    .set({ totpSecret: box.seal(secret), totpLastStep: null })
    .where("id", "=", user.id)
    .execute();
  const otpauthUrl = totpFor(secret, user.account).toString();
  return { secret, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
}

/**
 * Enrolment, step 2: a code from the app turns two-factor on, marks this session as verified, ends
 * the account's other sessions (ASVS 7.4.3: one of them may be a thief's) and answers the recovery
 * codes (shown once; only their hashes are kept).
 */
export async function confirmEnrolment(
  db: Kysely<Database>,
  userId: number,
  token: string,
  code: string,
  lang: Lang,
  box: SecretBox,
  now = Date.now(),
): Promise<RecoveryCodes> {
  const t = serverT(lang);
  await enforceRateLimits(db, [{ key: `totp:account:${userId}`, ...TOTP_LIMITS.perAccount }], now);
  const row = await db.selectFrom("userAccount").select(["totpSecret", "totpEnabledAt"]).where("id", "=", userId).executeTakeFirst();
  if (row?.totpEnabledAt != null) throw new PortalError("conflict", t("security:twoFactorAlreadyOn"));
  if (!row?.totpSecret) throw new PortalError("conflict", t("security:enrolmentNotStarted"));
  const step = acceptTotp(box.open(row.totpSecret), code, null, now);
  if (step === null) throw new PortalError("invalidInput", t("security:badCode"));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("userAccount")
      .set({ totpEnabledAt: new Date(now).toISOString(), totpLastStep: step })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("recoveryCode").where("userId", "=", userId).execute();
    await trx
      .insertInto("recoveryCode")
      .values(codes.map((c) => ({ userId, codeHash: box.recoveryHash(c), usedAt: null })))
      .execute();
  });
  await markSecondFactor(db, token, now);
  const otherSessionsEnded = await revokeOtherSessions(db, userId, token, now);
  return { recoveryCodes: codes, otherSessionsEnded };
}

export async function twoFactorEnabled(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom("userAccount").select("totpEnabledAt").where("id", "=", userId).executeTakeFirst();
  return row?.totpEnabledAt != null;
}

/** After a correct password on an account with two-factor on: a short-lived, single-use challenge. */
export async function createLoginChallenge(db: Kysely<Database>, userId: number, now = Date.now()): Promise<string> {
  const challenge = newSecretToken();
  await db
    .insertInto("loginChallenge")
    .values({ tokenHash: hashToken(challenge), userId, createdAt: now, attempts: 0, usedAt: null })
    .execute();
  return challenge;
}

/**
 * The login's second step: the challenge from the first and a TOTP or recovery code. Answers the
 * user id on success (the challenge is then spent); throws a message that says nothing about the
 * account otherwise.
 */
export async function completeLoginChallenge(
  db: Kysely<Database>,
  input: { challenge: string; code: string },
  meta: { lang: Lang; clientAddress: string },
  box: SecretBox,
  now = Date.now(),
): Promise<number> {
  const t = serverT(meta.lang);
  await enforceRateLimits(db, [{ key: `totp:ip:${meta.clientAddress}`, ...TOTP_LIMITS.perAddress }], now);
  const challenge = await db
    .selectFrom("loginChallenge")
    .select(["id", "userId", "createdAt", "attempts", "usedAt"])
    .where("tokenHash", "=", hashToken(input.challenge))
    .executeTakeFirst();
  const expired = !challenge || challenge.usedAt != null || now - Number(challenge.createdAt) > LOGIN_CHALLENGE_MS;
  if (expired || Number(challenge.attempts) >= LOGIN_CHALLENGE_TRIES) throw new PortalError("invalidInput", t("security:challengeExpired"));
  const userId = Number(challenge.userId);
  await enforceRateLimits(db, [{ key: `totp:account:${userId}`, ...TOTP_LIMITS.perAccount }], now);
  await db
    .updateTable("loginChallenge")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", challenge.id)
    .execute();

  const user = await db
    .selectFrom("userAccount")
    .select(["totpSecret", "totpLastStep", "totpEnabledAt"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user?.totpSecret || user.totpEnabledAt == null) throw new PortalError("invalidInput", t("security:challengeExpired"));

  const accepted = await db.transaction().execute(async (trx) => {
    if (/^[0-9]{6}$/.test(input.code)) {
      const step = acceptTotp(
        box.open(user.totpSecret as string),
        input.code,
        user.totpLastStep == null ? null : Number(user.totpLastStep),
        now,
      );
      if (step === null) return false;
      // The last step is part of the condition: two logins racing with one code cannot both pass.
      const updated = await trx
        .updateTable("userAccount")
        .set({ totpLastStep: step })
        .where("id", "=", userId)
        .where((eb) => (user.totpLastStep == null ? eb("totpLastStep", "is", null) : eb("totpLastStep", "=", user.totpLastStep)))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
    } else {
      const used = await trx
        .updateTable("recoveryCode")
        .set({ usedAt: new Date(now).toISOString() })
        .where("userId", "=", userId)
        .where("codeHash", "in", box.recoveryHashes(input.code))
        .where("usedAt", "is", null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
    }
    await trx.updateTable("loginChallenge").set({ usedAt: now }).where("id", "=", challenge.id).execute();
    return true;
  });
  if (!accepted) throw new PortalError("invalidInput", t("security:badCode"));
  return userId;
}

/** An admin turns another account's two-factor off (lost phone and codes); its sessions end. */
export async function resetTwoFactor(db: Kysely<Database>, userId: number): Promise<boolean> {
  const updated = await db
    .updateTable("userAccount")
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where("id", "=", userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await db.deleteFrom("recoveryCode").where("userId", "=", userId).execute();
  await revokeAllSessions(db, userId);
  return true;
}

/** Enrols an account with a given secret at once (`npm run admin:create` with ADMIN_TOTP_SECRET). */
export async function provisionTwoFactor(db: Kysely<Database>, userId: number, secret: string, box: SecretBox): Promise<void> {
  OTPAuth.Secret.fromBase32(secret);
  await db
    .updateTable("userAccount")
    .set({ totpSecret: box.seal(secret.toUpperCase()), totpEnabledAt: new Date().toISOString(), totpLastStep: null })
    .where("id", "=", userId)
    .execute();
}
