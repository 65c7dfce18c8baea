import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import type { SecretBox } from "./secret-box";

/**
 * Brings stored secrets under the current key at start: plain TOTP secrets (before decision 132) and
 * those sealed under SECRETS_KEY_PREVIOUS are sealed anew; unkeyed recovery-code hashes become HMACs.
 * Idempotent: values already in the current form are left alone.
 */
export async function sealSecretsAtRest(db: Kysely<Database>, box: SecretBox): Promise<{ totpSecrets: number; recoveryCodes: number }> {
  let totpSecrets = 0;
  let recoveryCodes = 0;
  const accounts = await db.selectFrom("userAccount").select(["id", "totpSecret"]).where("totpSecret", "is not", null).execute();
  for (const { id, totpSecret } of accounts) {
    const stored = totpSecret as string;
    if (box.sealedWithCurrentKey(stored)) continue;
    const plain = stored.startsWith("enc1:") ? box.open(stored) : stored;
    await db
      .updateTable("userAccount")
      .set({ totpSecret: box.seal(plain) })
      .where("id", "=", id)
      .where("totpSecret", "=", stored)
      .execute();
    totpSecrets++;
  }
  const codes = await db.selectFrom("recoveryCode").select(["id", "codeHash"]).where("codeHash", "not like", "hmac1:%").execute();
  for (const { id, codeHash } of codes) {
    await db
      .updateTable("recoveryCode")
      .set({ codeHash: box.rekeyLegacyRecoveryHash(codeHash) })
      .where("id", "=", id)
      .execute();
    recoveryCodes++;
  }
  return { totpSecrets, recoveryCodes };
}
