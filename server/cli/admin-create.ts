import { stdin, stdout } from "node:process";
import { createInterface } from "node:readline/promises";
import type { z } from "zod";
import { AccountSchema, NewPasswordSchema } from "../../schemas/account";
import { commonPasswordCheck } from "../../schemas/common-password-check";
import { installCommonPasswordCheck } from "../../schemas/common-passwords";
import { messageT } from "../../src/i18n/message-t";
import { passwordHashing } from "../auth/password";
import { secretBoxFor } from "../auth/secret-box";
import { provisionTwoFactor } from "../auth/two-factor";
import { loadConfig } from "../config";
import { openDatabase } from "../db/connection";
import { migrateToLatest } from "../db/migrate";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { createLogger } from "../logger";
import { createAccount } from "../services/accounts";

/**
 * `npm run admin:create`: creates the first admin, or makes an existing account an admin.
 * Reads ADMIN_ACCOUNT, ADMIN_PASSWORD, ADMIN_NICKNAME, else asks. There is no default password.
 * ADMIN_TOTP_SECRET (base32) enrols the account in two-factor authentication with that key at once
 * (provisioning and test automation); without it the admin enrols at the first back-office visit.
 */
async function ask(question: string, fallback: string | undefined): Promise<string> {
  if (fallback) return fallback;
  if (!stdin.isTTY) throw new Error(`${question.trim()} is required (set it in the environment when not running in a terminal)`);
  const rl = createInterface({ input: stdin, output: stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

const t = messageT(serverT("en"));
const explain = (issues: z.core.$ZodIssue[]) =>
  issues.map((i) => (i.message.startsWith("validation.") ? t(i.message) : i.message)).join("; ");

async function main() {
  installCommonPasswordCheck(commonPasswordCheck);
  const config = loadConfig(process.env);
  const database = openDatabase(config.database);
  // The same key the server uses (SECRETS_KEY, or the one generated into DATA_DIR).
  const secrets = secretBoxFor(config, createLogger("warn"));
  try {
    await migrateToLatest(database.db, database.dialect);
    const account = AccountSchema.safeParse(await ask("Admin account (email or mobile): ", process.env.ADMIN_ACCOUNT));
    if (!account.success) throw new Error(`account: ${explain(account.error.issues)}`);

    const promote = async () => {
      const existing = await database.db
        .selectFrom("userAccount")
        .select(["id", "role"])
        .where("account", "=", account.data)
        .executeTakeFirst();
      if (!existing) return false;
      await database.db
        .updateTable("userAccount")
        .set({ role: "admin", updatedAt: new Date().toISOString() })
        .where("id", "=", existing.id)
        .execute();
      if (process.env.ADMIN_TOTP_SECRET) await provisionTwoFactor(database.db, Number(existing.id), process.env.ADMIN_TOTP_SECRET, secrets);
      console.log(`${account.data} already existed (${existing.role}); it is now an admin. Its password is unchanged.`);
      return true;
    };
    if (await promote()) return;
    const password = NewPasswordSchema.safeParse(
      await ask("Password (8+ characters, not a common one; shown while typing): ", process.env.ADMIN_PASSWORD),
    );
    if (!password.success) throw new Error(`password: ${explain(password.error.issues)}`);
    const nickname =
      (await ask("Nickname [Administrator]: ", process.env.ADMIN_NICKNAME ?? (stdin.isTTY ? undefined : "Administrator"))) ||
      "Administrator";
    const user = await createAccount(
      database.db,
      passwordHashing(config.PASSWORD_SCRYPT_LOG2N),
      { account: account.data, password: password.data, nickname, company: "" },
      "admin",
      "en",
    ).catch(async (err: unknown) => {
      // Another run (or a sign-up) created the account meanwhile: make that account the admin.
      if (err instanceof PortalError && err.codeName === "conflict" && (await promote())) return undefined;
      throw err;
    });
    if (!user) return;
    if (process.env.ADMIN_TOTP_SECRET) await provisionTwoFactor(database.db, user.id, process.env.ADMIN_TOTP_SECRET, secrets);
    console.log(`Admin ${user.account} created (id ${user.id}).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(`admin:create failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
