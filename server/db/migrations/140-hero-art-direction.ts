import type { Kysely } from "kysely";

/**
 * Heroes that take real photography (issue 24, decision 208): banner slides and page headers get a
 * picture of their own for phones and the strength of the dark overlay under their text; an uploaded
 * image gets its bright level (the grey its brightest 5 % of pixels exceed), measured at upload, so
 * the overlay's contrast can be checked. Images uploaded before stay unmeasured (null: counted as white).
 */
export const heroArtDirectionColumns = {
  async up(db: Kysely<unknown>) {
    for (const table of ["banner", "content_column"]) {
      await db.schema
        .alterTable(table)
        .addColumn("phone_image", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema
        .alterTable(table)
        .addColumn("overlay", "integer", (c) => c.notNull().defaultTo(70))
        .execute();
    }
    await db.schema.alterTable("image_asset").addColumn("bright_level", "integer").execute();
  },
};
