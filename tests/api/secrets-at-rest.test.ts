import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PORTAL_PATHS as P } from "../../schemas/portal-paths";
import { parseSecretsKey, SECRETS_KEY_FILE, secretBox, secretBoxFor } from "../../server/auth/secret-box";
import { sealSecretsAtRest } from "../../server/auth/secrets-at-rest";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { totpAt } from "../support/totp";
import { STAFF_PASSWORD, staffPasswordHash, staffSession, startTestPortal, type TestPortal } from "./harness";

/** Issue 26 item 7: TOTP secrets sealed, recovery codes keyed, the key and the data private. */
let t: TestPortal;
let dataDir: string;
beforeAll(async () => {
  t = await startTestPortal({ SEED_DEMO_CONTENT: "false" });
  dataDir = path.dirname(t.storageDir);
});
afterAll(() => t.close());

const legacyRecoveryHash = (code: string) =>
  createHash("sha256")
    .update(`recovery:${code.replace("-", "").toLowerCase()}`)
    .digest("hex");
const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe("secrets at rest", () => {
  it("without SECRETS_KEY a 32-byte key is generated into DATA_DIR (0600, the folder 0700) on the first start", () => {
    const file = path.join(dataDir, SECRETS_KEY_FILE);
    expect(parseSecretsKey(fs.readFileSync(file, "utf8"))).toHaveLength(32);
    expect(mode(file)).toBe(0o600);
    expect(mode(dataDir)).toBe(0o700);
    if (t.dbFile) expect(mode(t.dbFile)).toBe(0o600);
  });

  it("an existing DATA_DIR others could read (0755) is narrowed to 0700 at start, with SECRETS_KEY set too", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-open-data-"));
    fs.chmodSync(dir, 0o755);
    const other = await startTestPortal({ SEED_DEMO_CONTENT: "false", DATA_DIR: dir, SECRETS_KEY: randomBytes(32).toString("base64") });
    try {
      expect(mode(dir)).toBe(0o700);
      expect(fs.existsSync(path.join(dir, SECRETS_KEY_FILE))).toBe(false);
    } finally {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a TOTP secret is stored sealed (AES-256-GCM) and recovery codes as HMACs, never as the secret or a bare SHA-256", async () => {
    const staff = await staffSession(t, "sealed@example.com", "lab");
    const db = t.portal.database.db;
    const row = await db.selectFrom("userAccount").select("totpSecret").where("id", "=", staff.userId).executeTakeFirstOrThrow();
    expect(row.totpSecret).toMatch(/^enc1:[\w-]{8}\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(row.totpSecret).not.toContain(staff.secret);
    const stored = await db.selectFrom("recoveryCode").select("codeHash").where("userId", "=", staff.userId).execute();
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) expect(codeHash).toMatch(/^hmac1:[0-9a-f]{64}$/);
  });

  it("plain secrets and unkeyed recovery hashes from before are sealed at start, and still work", async () => {
    const db = t.portal.database.db;
    const now = new Date().toISOString();
    const plainSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ";
    const { id } = await db
      .insertInto("userAccount")
      .values({
        account: "legacy@example.com",
        passwordHash: await staffPasswordHash(),
        nickname: "Legacy",
        company: "",
        contactPhone: "",
        role: "lab",
        createdAt: now,
        updatedAt: now,
        totpSecret: plainSecret,
        totpEnabledAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("recoveryCode")
      .values({ userId: Number(id), codeHash: legacyRecoveryHash("abcde-fghij"), usedAt: null })
      .execute();
    // What the server does at every start, with its key.
    const box = secretBoxFor({ dataDir, database: { kind: "sqlite" } }, createLogger("silent"));
    expect(await sealSecretsAtRest(db, box)).toEqual({ totpSecrets: 1, recoveryCodes: 1 });
    expect(await sealSecretsAtRest(db, box)).toEqual({ totpSecrets: 0, recoveryCodes: 0 });
    const row = await db.selectFrom("userAccount").select("totpSecret").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.totpSecret).toMatch(/^enc1:/);
    expect(box.open(row.totpSecret as string)).toBe(plainSecret);

    const challenge = async () => (await t.call(P.login, { account: "legacy@example.com", password: STAFF_PASSWORD })).json.data.challenge;
    expect((await t.call(P.loginVerify, { challenge: await challenge(), code: totpAt(plainSecret, Date.now()) })).json.code).toBe("000000");
    expect((await t.call(P.loginVerify, { challenge: await challenge(), code: "abcde-fghij" })).json.code).toBe("000000");
    expect((await t.call(P.loginVerify, { challenge: await challenge(), code: "abcde-fghij" })).json.code).toBe("000001");
  });

  it("rotation: values sealed under SECRETS_KEY_PREVIOUS open, are sealed anew under SECRETS_KEY; a wrong key opens nothing", async () => {
    const oldKey = parseSecretsKey("a".repeat(64)) as Buffer;
    const newKey = parseSecretsKey("b".repeat(64)) as Buffer;
    const sealedOld = secretBox(oldKey).seal("SECRET");
    const rotated = secretBox(newKey, [oldKey]);
    expect(rotated.open(sealedOld)).toBe("SECRET");
    expect(rotated.sealedWithCurrentKey(sealedOld)).toBe(false);
    expect(() => secretBox(newKey).open(sealedOld)).toThrow(/SECRETS_KEY/);
    // A recovery code keyed under the old key is still found while the old key is kept.
    expect(rotated.recoveryHashes("abcde-fghij")).toContain(secretBox(oldKey).recoveryHash("abcde-fghij"));
    // Tampering is detected (GCM tag).
    const tampered = `${sealedOld.slice(0, -2)}${sealedOld.endsWith("AA") ? "BB" : "AA"}`;
    expect(() => rotated.open(tampered)).toThrow();
  });

  it("at a start with SECRETS_KEY_PREVIOUS, a TOTP secret sealed under the old key is sealed anew under the current one and still logs in", async () => {
    const db = t.portal.database.db;
    const now = new Date().toISOString();
    const secret = "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU";
    const oldKey = "c".repeat(64);
    const { id } = await db
      .insertInto("userAccount")
      .values({
        account: "rotated@example.com",
        passwordHash: await staffPasswordHash(),
        nickname: "Rotated",
        company: "",
        contactPhone: "",
        role: "lab",
        createdAt: now,
        updatedAt: now,
        totpSecret: secretBox(parseSecretsKey(oldKey) as Buffer).seal(secret),
        totpEnabledAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // The portal's own key becomes SECRETS_KEY, the old one SECRETS_KEY_PREVIOUS, as after a rotation.
    const current = fs.readFileSync(path.join(dataDir, SECRETS_KEY_FILE), "utf8").trim();
    const box = secretBoxFor(
      { SECRETS_KEY: current, SECRETS_KEY_PREVIOUS: oldKey, dataDir, database: { kind: "sqlite" } },
      createLogger("silent"),
    );
    expect(await sealSecretsAtRest(db, box)).toEqual({ totpSecrets: 1, recoveryCodes: 0 });
    const row = await db.selectFrom("userAccount").select("totpSecret").where("id", "=", id).executeTakeFirstOrThrow();
    expect(box.sealedWithCurrentKey(row.totpSecret as string)).toBe(true);
    // The running portal knows only the current key.
    const challenge = (await t.call(P.login, { account: "rotated@example.com", password: STAFF_PASSWORD })).json.data.challenge;
    expect((await t.call(P.loginVerify, { challenge, code: totpAt(secret, Date.now()) })).json.code).toBe("000000");
  });

  it("SECRETS_KEY must be 32 bytes (base64 or hex); when set, no key file is written", async () => {
    expect(() => loadConfig({ SECRETS_KEY: "too-short" })).toThrow(/SECRETS_KEY: must be 32 bytes/);
    const key = Buffer.alloc(32, 7).toString("base64");
    const other = await startTestPortal({ SEED_DEMO_CONTENT: "false", SECRETS_KEY: key });
    try {
      expect(fs.existsSync(path.join(path.dirname(other.storageDir), SECRETS_KEY_FILE))).toBe(false);
      const staff = await staffSession(other, "keyed@example.com", "lab");
      const row = await other.portal.database.db
        .selectFrom("userAccount")
        .select("totpSecret")
        .where("id", "=", staff.userId)
        .executeTakeFirstOrThrow();
      expect(secretBox(Buffer.alloc(32, 7)).open(row.totpSecret as string)).toBe(staff.secret);
    } finally {
      await other.close();
    }
  });
});
