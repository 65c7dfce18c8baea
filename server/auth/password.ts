import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { PortalError } from "../http/portal-error";

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

/**
 * Every scrypt of the process runs behind this gate (decision 131): at most 2 at once, because each
 * takes ~128 MiB (N = 2^17, r = 8) and one of libuv's 4 threads, which file reads, compression and
 * DNS share. Up to 32 more wait in line; beyond that the caller gets `000005` at once, so a flood of
 * logins cannot pile up memory or starve downloads.
 */
export const HASHING_CONCURRENCY = 2;
export const HASHING_QUEUE = 32;
let running = 0;
const waiting: Array<() => void> = [];

/** How many hashes are being computed and waiting now (tests and the bench read it). */
export function hashingLoad(): { running: number; queued: number } {
  return { running, queued: waiting.length };
}

async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHING_CONCURRENCY) {
    if (waiting.length >= HASHING_QUEUE) throw new PortalError("rateLimited", undefined, { retryAfterSeconds: 1 });
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line (running stays the same), or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return gated(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
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
