import { z } from "zod";
import { EMAIL_PATTERN, MESSAGE_LIMITS as LIMIT, PHONE_PATTERN } from "./message-rules";

/**
 * `content/message/submit`: the contact page's leave-a-message form. Messages are keys of the
 * `errors` namespace (`validation.*`) so the browser form and the API show the same translated text;
 * the form checks with the same rules, without zod (`message-rules.ts`).
 * `website` is a honeypot: hidden from people, filled in by bots; a filled one is accepted and dropped.
 */
export const MessageSubmitRequestSchema = z
  .object({
    name: z.string().trim().min(1, "validation.nameRequired").max(LIMIT.name, "validation.tooLong50"),
    phone: z
      .string()
      .trim()
      .max(LIMIT.phone, "validation.phoneInvalid")
      .refine((v) => v === "" || PHONE_PATTERN.test(v), "validation.phoneInvalid")
      .default(""),
    email: z
      .string()
      .trim()
      .max(LIMIT.email, "validation.emailInvalid")
      .refine((v) => v === "" || EMAIL_PATTERN.test(v), "validation.emailInvalid")
      .default(""),
    company: z.string().trim().max(LIMIT.company, "validation.tooLong100").default(""),
    message: z.string().trim().min(LIMIT.messageMin, "validation.messageTooShort").max(LIMIT.message, "validation.messageTooLong"),
    website: z.string().max(LIMIT.website).default(""),
  })
  .refine((m) => m.phone !== "" || m.email !== "", { message: "validation.phoneOrEmail", path: ["phone"] });

export type MessageSubmitInput = z.input<typeof MessageSubmitRequestSchema>;
export type MessageSubmitRequest = z.output<typeof MessageSubmitRequestSchema>;

export const MESSAGE_RATE_LIMIT = { perHour: 5 } as const;
