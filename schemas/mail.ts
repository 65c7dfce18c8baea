import { z } from "zod";
import { AccountSchema, NewPasswordSchema } from "./account";
import { PageRequestSchema } from "./paging";

/** Every mail the site sends (docs/decisions/150-mail.md). */
export const MAIL_KINDS = [
  "sampleSubmitted",
  "sampleReceived",
  "testingStarted",
  "reportIssued",
  "sampleRejected",
  "passwordReset",
  "verifyEmail",
  "accountExists",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * The notifications a customer may turn off in /user/; account mails (codes, warnings) and the
 * confirmation of a sample just sent (`sampleSubmitted`, with where to send it) always go.
 */
export const NOTIFICATION_KINDS = ["sampleReceived", "testingStarted", "reportIssued", "sampleRejected"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const MAIL_STATUSES = ["queued", "running", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const ACCOUNT_CODE_PURPOSES = ["passwordReset", "verifyEmail"] as const;
export type AccountCodePurpose = (typeof ACCOUNT_CODE_PURPOSES)[number];

/** One-time codes: 6 digits, valid 15 minutes, 5 tries. */
export const ACCOUNT_CODE_TTL_MS = 15 * 60 * 1000;
export const ACCOUNT_CODE_MAX_TRIES = 5;
/** Sending: up to 8 tries, waiting 30 s, 1 min, 2 min … (doubling, at most 1 h) between them. */
export const MAIL_MAX_ATTEMPTS = 8;

/** How often one may ask for a code: per account and per client address, per hour. */
export const MAIL_RATE_LIMITS = {
  codePerAccount: { limit: 5, windowMs: 60 * 60 * 1000 },
  codePerAddress: { limit: 30, windowMs: 60 * 60 * 1000 },
} as const;

const Code = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, "validation.mailCodeInvalid");

export const ForgotPasswordRequestSchema = z.object({ account: AccountSchema });
export const ResetPasswordRequestSchema = z.object({ account: AccountSchema, code: Code, newPassword: NewPasswordSchema });
export const ConfirmSignUpRequestSchema = z.object({ account: AccountSchema, code: Code });
export const VerifyEmailRequestSchema = z.object({ code: Code });

/**
 * A sign-up's answer, the same whether the account was new or already existed (no enumeration):
 * email accounts are sent a code to confirm; mobile-number accounts log in.
 */
export const RegisterAnswerSchema = z.object({ next: z.enum(["confirmCode", "login"]) });
export type RegisterAnswer = z.infer<typeof RegisterAnswerSchema>;

export const NotificationSwitchesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>,
);
export type NotificationSwitches = z.infer<typeof NotificationSwitchesSchema>;
export const UpdateNotificationsRequestSchema = NotificationSwitchesSchema.partial();

/** The customer's mail settings: the address mails go to (null for a mobile-number account), verification, switches. */
export const MailSettingsSchema = z.object({
  address: z.string().nullable(),
  verified: z.boolean(),
  notifications: NotificationSwitchesSchema,
});
export type MailSettings = z.infer<typeof MailSettingsSchema>;

export const AdminMailListRequestSchema = PageRequestSchema.extend({
  status: z.enum(MAIL_STATUSES).optional(),
});

export const AdminMailRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  toAddress: z.string(),
  lang: z.enum(["zh", "en"]),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type AdminMailRow = z.infer<typeof AdminMailRowSchema>;
