import { z } from "zod";
import { ROLES, type Role } from "./account";

/**
 * Two-factor authentication with TOTP (RFC 6238; ASVS 6.3.2, 6.5.x). Any account may enrol; staff
 * roles must before any staff call is answered (decision 051).
 */
export const STAFF_ROLES = ROLES.filter((r) => r !== "customer") as Exclude<Role, "customer">[];
export const isStaffRole = (role: Role) => role !== "customer";

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** A login's second step must follow its first within this time, in at most this many tries. */
export const LOGIN_CHALLENGE_MS = 5 * 60 * 1000;
export const LOGIN_CHALLENGE_TRIES = 5;

/** What `user/login` answers when the account has two-factor authentication on: no token yet. */
export const TwoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;
export const isChallenge = (v: unknown): v is TwoFactorChallenge =>
  typeof v === "object" && v !== null && (v as { twoFactorRequired?: unknown }).twoFactorRequired === true;

/** A code from the authenticator app (6 digits) or a recovery code (`xxxxx-xxxxx`). */
export const OneTimeCodeSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s/g, "").toLowerCase())
  .refine((v) => /^[0-9]{6}$/.test(v) || /^[a-z2-7]{5}-?[a-z2-7]{5}$/.test(v), "security:validation.codeInvalid");

export const LoginVerifyRequestSchema = z.object({
  challenge: z.string().trim().min(1, "security:validation.codeInvalid").max(100, "security:validation.codeInvalid"),
  code: OneTimeCodeSchema,
});
export type LoginVerifyInput = z.input<typeof LoginVerifyRequestSchema>;

/** Enrolment's second step: a code from the app proves it holds the secret. */
export const TwoFactorConfirmRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, "security:validation.codeInvalid"),
});
export type TwoFactorConfirmInput = z.input<typeof TwoFactorConfirmRequestSchema>;

/**
 * Enrolment's first step. The current password is required (a stolen session must not bind the thief's
 * authenticator), except for a staff member's first enrolment right after a password login
 * (`TwoFactorStatus.setupNeedsPassword` says which applies).
 */
export const TwoFactorSetupRequestSchema = z.object({
  password: z.string().max(128, "validation.passwordTooLong").optional(),
});
export type TwoFactorSetupInput = z.input<typeof TwoFactorSetupRequestSchema>;
/** A staff session this young that has not enrolled may start enrolment without typing the password again. */
export const FIRST_ENROLMENT_GRACE_MS = 15 * 60 * 1000;

export const TwoFactorSetupSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a PNG data URL. */
  qrDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Staff roles must enrol. */
  required: z.boolean(),
  /** This session passed the second factor (staff calls need it). */
  sessionVerified: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Starting enrolment asks for the current password (see TwoFactorSetupRequestSchema). */
  setupNeedsPassword: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const RecoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()),
  /** How many other sessions of the account were ended when two-factor was turned on (ASVS 7.4.3). */
  otherSessionsEnded: z.number().int(),
});
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** Admin calls on another account (the back office's account list uses them). */
export const AdminUserIdRequestSchema = z.object({ userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
