import { type Kysely, sql } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/**
 * Reusable sections get a draft and published versions like pages (issue 22, decision 201). The
 * existing `block` stays the live block; `draft` is what the section editor saves, at its own schema
 * version (decision 140), and `revision`, `updated_at`, `updated_by` now describe the draft. Every
 * existing section's live block becomes its version 1. A page version records which version of each
 * section it placed when it was published (`section_versions`, JSON `{ "<id>": n }`; null before).
 */
export function sectionDraftTables(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("page_section")
        .addColumn("draft", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema
        .alterTable("page_section")
        .addColumn("draft_schema_version", "integer", (c) => c.notNull().defaultTo(2))
        .execute();
      await sql`update page_section set draft = block, draft_schema_version = schema_version`.execute(db);
      await idColumn(db.schema.createTable("page_section_version"), dialect)
        .addColumn("section_id", "integer", (c) => c.notNull().references("page_section.id").onDelete("cascade"))
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("block", "text", (c) => c.notNull())
        .addColumn("schema_version", "integer", (c) => c.notNull())
        .addColumn("published_at", "text", (c) => c.notNull())
        .addColumn("published_by", "text")
        .addColumn("published_by_id", "integer")
        .addUniqueConstraint("page_section_version_number", ["section_id", "version"])
        .execute();
      await sql`
        insert into page_section_version (section_id, version, name, block, schema_version, published_at, published_by, published_by_id)
        select s.id, 1, s.name, s.block, s.schema_version, s.updated_at,
          (select u.nickname from user_account u where u.id = s.updated_by), s.updated_by
        from page_section s`.execute(db);
      await db.schema.alterTable("page_version").addColumn("section_versions", "text").execute();
    },
  };
}
