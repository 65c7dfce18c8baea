import { type Kysely, sql } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/**
 * Mail (docs/decisions/150-mail.md): the outgoing queue (a background task with a lease, like download
 * tasks), one-time codes for password reset and email verification, and per account: the language
 * mails are written in, when the email address was verified and which notifications are off.
 * Accounts that exist before this migration count as verified: they were trusted before mail existed.
 */
export function mailTables(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable("mail_message"), dialect)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("to_address", "text", (c) => c.notNull())
        .addColumn("lang", "text", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("user_id", "integer", (c) => c.references("user_account.id").onDelete("set null"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("claimed_by", "text")
        .addColumn("lease_until", "text")
        .addColumn("last_error", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("sent_at", "text")
        .execute();
      await db.schema.createIndex("mail_message_due").on("mail_message").columns(["status", "next_attempt_at"]).execute();
      await idColumn(db.schema.createTable("account_code"), dialect)
        .addColumn("user_id", "integer", (c) => c.notNull().references("user_account.id").onDelete("cascade"))
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("code_hash", "text", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("used_at", "bigint")
        .execute();
      await db.schema.createIndex("account_code_user").on("account_code").columns(["user_id", "purpose"]).execute();
      await db.schema
        .alterTable("user_account")
        .addColumn("lang", "text", (c) => c.notNull().defaultTo("zh"))
        .execute();
      await db.schema.alterTable("user_account").addColumn("email_verified_at", "text").execute();
      await db.schema
        .alterTable("user_account")
        .addColumn("mail_opt_out", "text", (c) => c.notNull().defaultTo("[]"))
        .execute();
      await sql`update user_account set email_verified_at = ${new Date().toISOString()}`.execute(db);
    },
  };
}
