import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/**
 * Every saved state of a news item (issue 22: versions in the news editor): the item's fields as
 * JSON, who saved them and when, numbered per item. An editor's consecutive autosaves are one
 * version (`autosave` marks it, so the next one may replace it); see decision 196.
 */
export function newsVersionTable(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable("news_version"), dialect)
        .addColumn("news_id", "integer", (c) => c.notNull().references("news.id").onDelete("cascade"))
        .addColumn("number", "integer", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("saved_at", "text", (c) => c.notNull())
        .addColumn("saved_by", "integer")
        .addColumn("autosave", "integer", (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint("news_version_number", ["news_id", "number"])
        .execute();
    },
  };
}
