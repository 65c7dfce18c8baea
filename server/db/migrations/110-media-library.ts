import type { Kysely } from "kysely";

/**
 * The media library (decision 160): an uploaded image gets a name, alt text per language, a focus
 * point (percent from the left and top edges) and a version for the editors' compare-and-set.
 */
export const mediaLibraryColumns = {
  async up(db: Kysely<unknown>) {
    const add = (column: string, type: "text" | "integer", fallback: string | number) =>
      db.schema
        .alterTable("image_asset")
        .addColumn(column, type, (c) => c.notNull().defaultTo(fallback))
        .execute();
    await add("name", "text", "");
    await add("alt_zh", "text", "");
    await add("alt_en", "text", "");
    await add("focus_x", "integer", 50);
    await add("focus_y", "integer", 50);
    await add("version", "integer", 1);
    await add("updated_at", "text", "");
  },
};
