import { z } from "zod";

/**
 * `content/message/submit`: the contact page's leave-a-message form. Messages are keys of the
 * `errors` namespace (`validation.*`) so the browser form and the API show the same translated text.
 * `website` is a honeypot: hidden from people, filled in by bots; a filled one is accepted and dropped.
 */
const PHONE = /^\+?[0-9][0-9 -]{5,19}$/;

export const MessageSubmitRequestSchema = z
  .object({
    name: z.string().trim().min(1, "validation.nameRequired").max(50, "validation.tooLong50"),
    phone: z
      .string()
      .trim()
      .max(20, "validation.phoneInvalid")
      .refine((v) => v === "" || PHONE.test(v), "validation.phoneInvalid")
      .default(""),
    email: z
      .string()
      .trim()
      .max(200, "validation.emailInvalid")
      .refine((v) => v === "" || z.email().safeParse(v).success, "validation.emailInvalid")
      .default(""),
    company: z.string().trim().max(100, "validation.tooLong100").default(""),
    message: z.string().trim().min(5, "validation.messageTooShort").max(2000, "validation.messageTooLong"),
    website: z.string().max(500).default(""),
  })
  .refine((m) => m.phone !== "" || m.email !== "", { message: "validation.phoneOrEmail", path: ["phone"] });

export type MessageSubmitInput = z.input<typeof MessageSubmitRequestSchema>;
export type MessageSubmitRequest = z.output<typeof MessageSubmitRequestSchema>;

export const MESSAGE_RATE_LIMIT = { perHour: 5 } as const;
