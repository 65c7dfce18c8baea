/**
 * The leave-a-message form's rules, without zod: the browser's form checks a visitor's input with
 * them (react-hook-form's `validate`), and `message.ts` builds the API's zod schema from the same
 * limits and patterns. zod is not in the contact page's JavaScript (~25 KB, decision 115);
 * schemas/message-rules.test.ts proves that both give every field the same verdict. Messages are
 * keys of the `errors` namespace.
 */

export const MESSAGE_LIMITS = {
  name: 50,
  phone: 20,
  email: 200,
  company: 100,
  messageMin: 5,
  message: 2000,
  website: 500,
} as const;

export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,19}$/;
/** zod's own email pattern (`z.regexes.email`), so the form and `z.email()` agreed before; the test checks it still is. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type MessageField = "name" | "phone" | "email" | "company" | "message";
export type MessageValues = Record<MessageField, string>;

/** A field's first problem as a message key, or undefined when it is fine; values as typed (untrimmed). */
export const messageFieldRules: Record<MessageField, (value: string, all: MessageValues) => string | undefined> = {
  name: (value) => {
    const v = value.trim();
    if (v.length < 1) return "validation.nameRequired";
    if (v.length > MESSAGE_LIMITS.name) return "validation.tooLong50";
    return undefined;
  },
  phone: (value, all) => {
    const v = value.trim();
    if (v.length > MESSAGE_LIMITS.phone || (v !== "" && !PHONE_PATTERN.test(v))) return "validation.phoneInvalid";
    // One way to answer is needed: the form says so beside the phone.
    if (v === "" && all.email.trim() === "") return "validation.phoneOrEmail";
    return undefined;
  },
  email: (value) => {
    const v = value.trim();
    if (v.length > MESSAGE_LIMITS.email || (v !== "" && !EMAIL_PATTERN.test(v))) return "validation.emailInvalid";
    return undefined;
  },
  company: (value) => (value.trim().length > MESSAGE_LIMITS.company ? "validation.tooLong100" : undefined),
  message: (value) => {
    const v = value.trim();
    if (v.length < MESSAGE_LIMITS.messageMin) return "validation.messageTooShort";
    if (v.length > MESSAGE_LIMITS.message) return "validation.messageTooLong";
    return undefined;
  },
};
