import { describe, expect, it } from "vitest";
import { ContactFormPropsSchema, contactForm } from "./index";

const defaults = contactForm.defaults as Record<string, unknown>;

describe("contactForm block props", () => {
  it("accepts its defaults", () => {
    expect(ContactFormPropsSchema.safeParse(defaults).success).toBe(true);
  });

  it.each([
    ["a missing heading", { heading: { zh: "", en: "" } }],
    ["an intro that is not localized", { intro: "hello" }],
  ])("refuses %s", (_, change) => {
    expect(ContactFormPropsSchema.safeParse({ ...defaults, ...change }).success).toBe(false);
  });
});
