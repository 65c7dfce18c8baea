import { describe, expect, it } from "vitest";
import { NewPasswordSchema } from "./account";
import { commonPasswordCheck } from "./common-password-check";
import { installCommonPasswordCheck, isCommonPassword } from "./common-passwords";

describe("common passwords (zxcvbn-ts's lists)", () => {
  it("finds the passwords the assessment got accepted, and other top-list and keyboard patterns", () => {
    for (const p of ["Password1!", "monkey123", "qazwsxedc", "Password123", "12345678", "iloveyou1", "milk2026"])
      expect(commonPasswordCheck(p), p).toBe(true);
  });

  it("lets ordinary passphrases through, with no composition rules", () => {
    for (const p of ["milk2026protein", "bench-and-pipette", "correct horse battery", "乳铁蛋白检测2026"])
      expect(commonPasswordCheck(p), p).toBe(false);
  });

  it("is what NewPasswordSchema applies once installed", () => {
    installCommonPasswordCheck(commonPasswordCheck);
    expect(isCommonPassword("monkey123")).toBe(true);
    expect(NewPasswordSchema.safeParse("monkey123").error?.issues[0]?.message).toBe("validation.passwordCommon");
    expect(NewPasswordSchema.safeParse("milk2026protein").success).toBe(true);
  });
});
