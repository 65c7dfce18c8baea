import { describe, expect, it } from "vitest";
import { CallToActionPropsSchema, callToAction } from "./index";

describe("callToAction block", () => {
  it("accepts its defaults", () => {
    expect(CallToActionPropsSchema.safeParse(callToAction.defaults).success).toBe(true);
  });

  it("refuses a missing Chinese title, an unknown tone and a javascript: link", () => {
    const d = callToAction.defaults as Record<string, unknown>;
    expect(CallToActionPropsSchema.safeParse({ ...d, title: { zh: " ", en: "x" } }).success).toBe(false);
    expect(CallToActionPropsSchema.safeParse({ ...d, tone: "neon" }).success).toBe(false);
    expect(CallToActionPropsSchema.safeParse({ ...d, link: "javascript:alert(1)" }).success).toBe(false);
  });
});
