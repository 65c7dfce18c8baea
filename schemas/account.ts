import { z } from "zod";
import { isCommonPassword } from "./common-passwords";

/**
 * Accounts: sign-up, login, profile and password calls (spec §4 leaves them open; see
 * docs/decisions/011-accounts.md). Messages are `errors:validation.*` keys, shared by forms and API.
 */
export const ROLES = ["customer", "editor", "lab", "admin"] as const;
export type Role = (typeof ROLES)[number];

const MOBILE = /^\+?[0-9]{6,15}$/;

/** An email address or a mobile number; stored lowercased (emails) and without spaces or dashes. */
export const AccountSchema = z
  .string()
  .trim()
  .max(200, "validation.accountInvalid")
  .transform((v) => (v.includes("@") ? v.toLowerCase() : v.replace(/[\s-]/g, "")))
  .refine((v) => !v.includes("@") || z.email().safeParse(v).success, "validation.emailInvalid")
  .refine((v) => v.includes("@") || MOBILE.test(v), "validation.accountInvalid");

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** ASVS 6.2: 8+ characters, up to 128, never truncated, no character-class rules, not a common password. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, "validation.passwordTooShort")
  .max(PASSWORD_MAX, "validation.passwordTooLong")
  .refine((p) => !isCommonPassword(p), "validation.passwordCommon");

const Nickname = z.string().trim().min(1, "validation.nicknameRequired").max(30, "validation.tooLong30");
const Company = z.string().trim().max(100, "validation.tooLong100");

export const RegisterRequestSchema = z.object({
  account: AccountSchema,
  password: NewPasswordSchema,
  nickname: Nickname,
  company: Company.default(""),
});
export type RegisterInput = z.input<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  account: AccountSchema,
  password: z.string().min(1, "validation.passwordRequired").max(PASSWORD_MAX, "validation.passwordTooLong"),
});
export type LoginInput = z.input<typeof LoginRequestSchema>;

export const ModifyUserInfoRequestSchema = z.object({
  nickname: Nickname,
  company: Company.default(""),
  contactPhone: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\+?[0-9][0-9 -]{5,19}$/.test(v), "validation.phoneInvalid")
    .default(""),
});
export type ModifyUserInfoInput = z.input<typeof ModifyUserInfoRequestSchema>;

export const ChangePasswordRequestSchema = z.object({
  oldPassword: z.string().min(1, "validation.passwordRequired").max(PASSWORD_MAX, "validation.passwordTooLong"),
  newPassword: NewPasswordSchema,
  /** ASVS 7.4.3: the user is offered ending every other session; on unless they untick it. */
  endOtherSessions: z.boolean().default(true),
});

/** What `getCurrentUserInfo`, login and sign-up return: spec §3's id and nickname, plus the rest. */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  account: z.string(),
  company: z.string(),
  contactPhone: z.string(),
  role: z.enum(ROLES),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const LoginResultSchema = z.object({ token: z.string(), userInfo: CurrentUserSchema });
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** Sessions end 12 h after the last request or 7 days after login, whichever is first. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Login: 10 attempts per account from one address and 100 per address (offices share one behind NAT) in
 * 15 minutes; across addresses an account takes 200 failures an hour, each beyond the first 20 answered
 * a little later (LOGIN_DELAY), and past the ceiling only addresses without failures may still try, so
 * nobody can lock the owner out (decision 130). The current password (password change, two-factor
 * set-up): 10 wrong per account in 15 minutes. Sign-up: 5 per address per hour.
 */
export const AUTH_RATE_LIMITS = {
  loginPerAccountAndAddress: { limit: 10, windowMs: 15 * 60 * 1000 },
  loginPerAddress: { limit: 100, windowMs: 15 * 60 * 1000 },
  loginFailuresPerAccount: { limit: 200, windowMs: 60 * 60 * 1000 },
  currentPasswordPerAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
  registerPerAddress: { limit: 5, windowMs: 60 * 60 * 1000 },
} as const;
/** Failures of an account (all addresses) in the hour before login answers slow down; each further one adds `stepMs`, up to `maxMs`. */
export const LOGIN_DELAY = { afterFailures: 20, stepMs: 100, maxMs: 3000 } as const;
