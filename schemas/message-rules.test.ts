import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MessageSubmitRequestSchema } from "./message";
import { EMAIL_PATTERN, MESSAGE_LIMITS, type MessageField, type MessageValues, messageFieldRules } from "./message-rules";

const FIELDS: MessageField[] = ["name", "phone", "email", "company", "message"];

/** The API's verdict per field: the first message zod gives for it, as the form's resolver showed before. */
function schemaVerdict(values: MessageValues): Record<MessageField, string | undefined> {
  const result = MessageSubmitRequestSchema.safeParse({ ...values, website: "" });
  const issues = result.success ? [] : result.error.issues;
  return Object.fromEntries(FIELDS.map((f) => [f, issues.find((i) => i.path[0] === f)?.message])) as Record<
    MessageField,
    string | undefined
  >;
}

const rulesVerdict = (values: MessageValues) =>
  Object.fromEntries(FIELDS.map((f) => [f, messageFieldRules[f](values[f], values)])) as Record<MessageField, string | undefined>;

/** Strings near every rule's edge: blanks, digits and phone signs, email parts, and lengths around each limit. */
const text = fc.oneof(
  fc.string({ unit: fc.constantFrom(" ", "\t", "a", "Z", "0", "7", "+", "-", "@", ".", "_", "中"), maxLength: 30 }),
  fc.constantFrom("", "  ", "+86 138-0000-0000", "0512 1234 567", "12345", "a@b.co", "a@b.c", "x.y@ex-ample.com", " a@b.co "),
  // Lengths at each limit and one either side, with blanks around that trimming takes off.
  fc
    .tuple(
      fc.nat({ max: 2 }),
      fc.constantFrom(0, 1, 4, 5, 6, 19, 20, 21, 49, 50, 51, 99, 100, 101, 199, 200, 201, 1999, 2000, 2001),
      fc.nat({ max: 2 }),
    )
    .map(([before, n, after]) => `${" ".repeat(before)}${"x".repeat(n)}${" ".repeat(after)}`),
);
const values = fc.record({ name: text, phone: text, email: text, company: text, message: text });

describe("the form's message rules agree with the API's schema", () => {
  it("give every field the same verdict on arbitrary input", () => {
    fc.assert(
      fc.property(values, (v) => {
        expect(rulesVerdict(v)).toEqual(schemaVerdict(v));
      }),
      { numRuns: 2000 },
    );
  });

  it("accept a complete message and name each problem of an empty one", () => {
    const ok = { name: "Li Lei", phone: "", email: "li@example.com", company: "", message: "Please call me back." };
    expect(rulesVerdict(ok)).toEqual({ name: undefined, phone: undefined, email: undefined, company: undefined, message: undefined });
    const empty = { name: " ", phone: "", email: "", company: "", message: "" };
    expect(rulesVerdict(empty)).toEqual({
      name: "validation.nameRequired",
      phone: "validation.phoneOrEmail",
      email: undefined,
      company: undefined,
      message: "validation.messageTooShort",
    });
    expect(MESSAGE_LIMITS.message).toBe(2000);
  });

  it("match emails as zod's own pattern does", () => {
    const emailish = fc.string({ unit: fc.constantFrom("a", "Z", "0", "_", "'", "+", "-", ".", "@", " ", "中"), maxLength: 24 });
    fc.assert(
      fc.property(emailish, (s) => EMAIL_PATTERN.test(s) === z.regexes.email.test(s)),
      { numRuns: 3000 },
    );
    for (const s of ["a@b.co", "x.y+z@ex-ample.com", "a..b@c.de", "-a@b.cd", "a@-b.cd", "a@b.c"]) {
      expect(EMAIL_PATTERN.test(s), s).toBe(z.regexes.email.test(s));
    }
  });
});
