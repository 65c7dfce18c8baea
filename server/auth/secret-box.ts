import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "../logger";

/**
 * Secrets at rest (decision 132): TOTP secrets are sealed with AES-256-GCM and recovery codes kept as
 * HMAC-SHA256, both under one 32-byte key, SECRETS_KEY. A database copy alone then yields neither.
 * The same key signs links that carry their own permission (a draft's shared preview).
 * Rotation: set the new key as SECRETS_KEY and the old one as SECRETS_KEY_PREVIOUS; at start every
 * TOTP secret is sealed again under the new key, recovery codes made under the old key keep working
 * while SECRETS_KEY_PREVIOUS is set (docs/operations.md).
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text of a sealed value; throws when no key opens it. */
  open(sealed: string): string;
  /** Whether a stored value is sealed under the current key. */
  sealedWithCurrentKey(stored: string): boolean;
  /** Stored forms of a recovery code under each key (current first), for lookups. */
  recoveryHashes(code: string): string[];
  /** A stored recovery-code hash as it is under the current key (new codes). */
  recoveryHash(code: string): string;
  /** An old unkeyed hash (`sha256(recovery:code)`, before decision 132) moved under the current key. */
  rekeyLegacyRecoveryHash(legacy: string): string;
  /** A signature of `data` for one purpose (base64url HMAC-SHA256 under the current key). */
  sign(purpose: string, data: string): string;
  /** Whether `signature` is `sign(purpose, data)` under the current or a previous key. */
  verify(purpose: string, data: string, signature: string): boolean;
}

const SEALED = "enc1:";
const HMAC = "hmac1:";
const b64 = (b: Buffer) => b.toString("base64url");

/** The unkeyed digest recovery codes were stored as before; now the input of the HMAC. */
const legacyDigest = (code: string) =>
  createHash("sha256")
    .update(`recovery:${code.replace("-", "").toLowerCase()}`)
    .digest("hex");

/** A key id: the first bytes of the key's own hash, so a value names the key that sealed it. */
const keyId = (key: Buffer) => createHash("sha256").update(key).digest("base64url").slice(0, 8);

/** Purpose first, so a signature made for one use is never valid for another. */
const signature = (k: Buffer, purpose: string, data: string) => createHmac("sha256", k).update(`${purpose}\n${data}`).digest("base64url");

export function secretBox(key: Buffer, previous: Buffer[] = []): SecretBox {
  const keys = [key, ...previous];
  const hmac = (k: Buffer, digest: string) => `${HMAC}${createHmac("sha256", k).update(digest).digest("hex")}`;
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${SEALED}${keyId(key)}.${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(body)}`;
    },
    open(sealed) {
      if (!sealed.startsWith(SEALED)) throw new Error("not a sealed secret");
      const [id, iv, tag, body] = sealed.slice(SEALED.length).split(".");
      const k = keys.find((candidate) => keyId(candidate) === id);
      if (!k || !iv || !tag || body === undefined) throw new Error("sealed with a key this server does not have (SECRETS_KEY)");
      const decipher = createDecipheriv("aes-256-gcm", k, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
    sealedWithCurrentKey: (stored) => stored.startsWith(`${SEALED}${keyId(key)}.`),
    recoveryHashes: (code) => keys.map((k) => hmac(k, legacyDigest(code))),
    recoveryHash: (code) => hmac(key, legacyDigest(code)),
    rekeyLegacyRecoveryHash: (legacy) => hmac(key, legacy),
    sign: (purpose, data) => signature(key, purpose, data),
    verify(purpose, data, given) {
      const presented = Buffer.from(given, "utf8");
      return keys.some((k) => {
        const expected = Buffer.from(signature(k, purpose, data), "utf8");
        return expected.length === presented.length && timingSafeEqual(expected, presented);
      });
    },
  };
}

/** A 32-byte key written as base64 (44 characters) or hex (64). */
export function parseSecretsKey(value: string): Buffer | null {
  const v = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, "hex") : Buffer.from(v, "base64");
  return key.length === 32 ? key : null;
}

export const SECRETS_KEY_FILE = "secrets.key";

/**
 * SECRETS_KEY when set; otherwise the key in DATA_DIR/secrets.key, written (mode 0600) with 32 random
 * bytes on the first start, so `npm start` needs no set-up. Several instances on one database must
 * share SECRETS_KEY (each would otherwise make its own).
 */
export function loadSecretsKey(config: { SECRETS_KEY?: string; dataDir: string; database: { kind: string } }, logger: Logger): Buffer {
  if (config.SECRETS_KEY) return parseSecretsKey(config.SECRETS_KEY) as Buffer;
  const file = path.join(config.dataDir, SECRETS_KEY_FILE);
  // startPortal has made the folder private (server/data-dir.ts); the admin CLI may run before the first start.
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
    logger.warn({ file }, "SECRETS_KEY is not set: generated a key in the data folder (back it up with the database)");
    if (config.database.kind === "postgres")
      logger.warn("several instances on one PostgreSQL database must share one SECRETS_KEY; set it in the environment");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const key = parseSecretsKey(fs.readFileSync(file, "utf8"));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (base64 or hex)`);
  return key;
}

/** The server's box: SECRETS_KEY (or the generated key) and SECRETS_KEY_PREVIOUS. */
export function secretBoxFor(
  config: { SECRETS_KEY?: string; SECRETS_KEY_PREVIOUS?: string; dataDir: string; database: { kind: string } },
  logger: Logger,
): SecretBox {
  const previous = config.SECRETS_KEY_PREVIOUS ? parseSecretsKey(config.SECRETS_KEY_PREVIOUS) : null;
  return secretBox(loadSecretsKey(config, logger), previous ? [previous] : []);
}
