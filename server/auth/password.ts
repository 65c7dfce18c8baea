import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * scrypt with r = 8, p = 1 and N = 2^17 by default (OWASP's current recommendation for scrypt),
 * 16-byte salt, 32-byte key. Stored as `scrypt$N$r$p$salt$key` (base64url) so the cost can change:
 * a hash verifies with the parameters it was made with. The test suites use a lower N
 * (PASSWORD_SCRYPT_LOG2N, decision 093): one hash at 2^17 takes about a second of CPU here.
 */
export const DEFAULT_SCRYPT_LOG2N = 17;
const R = 8;
const P = 1;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { N, r, p, maxmem: 256 * N * r }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export interface PasswordHashing {
  /** A new hash of `password` at this cost. */
  hash(password: string): Promise<string>;
  /** A hash of nothing anyone can type at this cost, verified against when the account does not exist (same timing). */
  dummyHash(): Promise<string>;
}

export function passwordHashing(log2N: number = DEFAULT_SCRYPT_LOG2N): PasswordHashing {
  const N = 2 ** log2N;
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, N, R, P);
    return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
  };
  let dummy: Promise<string> | null = null;
  return {
    hash,
    dummyHash() {
      dummy ??= hash(randomBytes(32).toString("hex"));
      return dummy;
    },
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
