import { randomBytes, timingSafeEqual } from "node:crypto";
import { sha256Hex } from "../crypto/sha256-hex";

/** Crockford's base32 (no I, L, O, U): read aloud or typed from paper without confusion. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A report's verification code: 10 symbols of base32, 50 random bits (the issue asks ≥ 40). */
export function newVerificationCode(): string {
  const bytes = randomBytes(10);
  return Array.from(bytes, (b) => ALPHABET[b & 31]).join("");
}

/**
 * What is stored: only the code's SHA-256, so a copy of the database cannot forge the printed
 * links. Lower-case input and the look-alikes (O→0, I/L→1) are folded first, as Crockford says.
 */
export function verificationHash(code: string): string {
  const folded = code.trim().toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
  return sha256Hex(folded);
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The address printed on the report and in its QR code. */
export function verifyUrl(origin: string, inspectionNo: string, code: string): string {
  const q = new URLSearchParams({ no: inspectionNo, code });
  return `${origin.replace(/\/$/, "")}/verify/?${q}`;
}
