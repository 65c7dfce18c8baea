import type { Kysely } from "kysely";
import type { DialectName } from "../connection";
import { idColumn } from "./id-column";

/**
 * Page documents: `page` holds the editable draft, `page_version` every published version
 * (append-only, so any earlier one can be restored). Visitors read the highest version.
 */
export function pageTables(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable("page"), dialect)
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("draft", "text", (c) => c.notNull())
        .addColumn("draft_updated_at", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await idColumn(db.schema.createTable("page_version"), dialect)
        .addColumn("page_slug", "text", (c) => c.notNull().references("page.slug").onDelete("cascade"))
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("document", "text", (c) => c.notNull())
        .addColumn("published_at", "text", (c) => c.notNull())
        .addColumn("published_by", "text")
        .addUniqueConstraint("page_version_slug_version", ["page_slug", "version"])
        .execute();
    },
  };
}
