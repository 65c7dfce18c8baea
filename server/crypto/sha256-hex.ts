import { createHash } from "node:crypto";

/** The SHA-256 of a text (as UTF-8) or of bytes, in lower-case hex: stored token hashes, PDF fingerprints. */
export function sha256Hex(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}
