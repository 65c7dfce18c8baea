import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/**
 * The page editor: a draft revision for the version check (a save names the revision it started
 * from), who touched the draft and who published each version, scheduled publications (the document
 * to publish and when, so a schedule survives restarts) and reusable sections.
 */
export function pageEditingTables(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("page")
        .addColumn("draft_revision", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable("page").addColumn("draft_updated_by", "integer").execute();
      await db.schema.alterTable("page_version").addColumn("published_by_id", "integer").execute();
      await idColumn(db.schema.createTable("page_schedule"), dialect)
        .addColumn("page_slug", "text", (c) => c.notNull().references("page.slug").onDelete("cascade"))
        .addColumn("document", "text", (c) => c.notNull())
        .addColumn("draft_revision", "integer", (c) => c.notNull())
        .addColumn("publish_at", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("created_by", "integer")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("finished_at", "text")
        .addColumn("published_version", "integer")
        .addColumn("error", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema.createIndex("page_schedule_due").on("page_schedule").columns(["status", "publish_at"]).execute();
      await idColumn(db.schema.createTable("page_section"), dialect)
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("block", "text", (c) => c.notNull())
        .addColumn("revision", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "integer")
        .execute();
    },
  };
}
