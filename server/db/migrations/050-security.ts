import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/**
 * Two-factor authentication (TOTP secret, last step used, recovery codes), login challenges between
 * the password and the code, and a session's second-factor time (decision 051; disabled accounts are migration 020's).
 */
export function securityTables(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("user_account").addColumn("totp_secret", "text").execute();
      await db.schema.alterTable("user_account").addColumn("totp_enabled_at", "text").execute();
      await db.schema.alterTable("user_account").addColumn("totp_last_step", "bigint").execute();
      await db.schema.alterTable("user_session").addColumn("second_factor_at", "bigint").execute();
      await idColumn(db.schema.createTable("login_challenge"), dialect)
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("user_id", "integer", (c) => c.notNull().references("user_account.id").onDelete("cascade"))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull())
        .addColumn("used_at", "bigint")
        .execute();
      await idColumn(db.schema.createTable("recovery_code"), dialect)
        .addColumn("user_id", "integer", (c) => c.notNull().references("user_account.id").onDelete("cascade"))
        .addColumn("code_hash", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .execute();
      await db.schema.createIndex("recovery_code_user").on("recovery_code").column("user_id").execute();
    },
  };
}
