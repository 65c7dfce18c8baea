import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/** Leave-a-message submissions from the contact page. */
export function messageTable(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable("contact_message"), dialect)
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("lang", "text", (c) => c.notNull())
        .addColumn("client_address", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("contact_message_created").on("contact_message").column("created_at").execute();
    },
  };
}
