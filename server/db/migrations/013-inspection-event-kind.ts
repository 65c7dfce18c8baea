import type { Kysely } from "kysely";

/**
 * Timeline events are not only status changes: `kind` says what happened (`status` for every
 * existing row, `resultsEntered` when lab staff save results). The status column keeps the
 * inspection's status at that moment.
 */
export const inspectionEventKind = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("inspection_event")
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("status"))
      .execute();
  },
};
