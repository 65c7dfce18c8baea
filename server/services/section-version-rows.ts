import type { Kysely, Transaction } from "kysely";
import type { CurrentUser } from "../../schemas/account";
import { CURRENT_PAGE_SCHEMA_VERSION } from "../../schemas/page";
import type { PageVersionSection } from "../../schemas/section-versions";
import type { Database } from "../db/types";

type Db = Kysely<Database> | Transaction<Database>;

export interface LiveSectionVersion {
  version: number;
  publishedAt: string;
}

/** The live (highest) version of each section named. */
export async function liveSectionVersions(db: Db, ids: number[]): Promise<Map<number, LiveSectionVersion>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("pageSectionVersion as v")
    .select(["v.sectionId", "v.version", "v.publishedAt"])
    .where("v.sectionId", "in", ids)
    .where(({ eb, selectFrom }) =>
      eb(
        "v.version",
        "=",
        selectFrom("pageSectionVersion as w")
          .select((e) => e.fn.max("w.version").as("top"))
          .whereRef("w.sectionId", "=", "v.sectionId"),
      ),
    )
    .execute();
  return new Map(rows.map((r) => [Number(r.sectionId), { version: Number(r.version), publishedAt: r.publishedAt }]));
}

/** Appends a section's next version: its block as now live, stored at the current schema version. */
export async function insertSectionVersionIn(
  trx: Transaction<Database>,
  section: { id: number; name: string; json: string },
  actor: Pick<CurrentUser, "id" | "nickname">,
  now = new Date().toISOString(),
): Promise<LiveSectionVersion> {
  const last = await trx
    .selectFrom("pageSectionVersion")
    .select((eb) => eb.fn.max("version").as("max"))
    .where("sectionId", "=", section.id)
    .executeTakeFirst();
  const version = Number(last?.max ?? 0) + 1;
  await trx
    .insertInto("pageSectionVersion")
    .values({
      sectionId: section.id,
      version,
      name: section.name,
      block: section.json,
      schemaVersion: CURRENT_PAGE_SCHEMA_VERSION,
      publishedAt: now,
      publishedBy: actor.nickname,
      publishedById: actor.id,
    })
    .execute();
  return { version, publishedAt: now };
}

/** What a page version records of the sections it places: `{ "<id>": live version }`, or null when it places none. */
export async function sectionVersionsJson(db: Db, sectionIds: number[]): Promise<string | null> {
  const ids = [...new Set(sectionIds)];
  if (ids.length === 0) return null;
  const live = await liveSectionVersions(db, ids);
  return JSON.stringify(Object.fromEntries(ids.flatMap((id) => (live.has(id) ? [[String(id), live.get(id)?.version]] : []))));
}

/**
 * The sections each page version placed, with the version each showed then (null when the page
 * version predates the record) and each section's name and live version now (null when deleted).
 */
export async function pageVersionSections(
  db: Db,
  versions: { placed: number[]; recorded: string | null }[],
): Promise<PageVersionSection[][]> {
  const ids = [...new Set(versions.flatMap((v) => v.placed))];
  if (ids.length === 0) return versions.map(() => []);
  const [rows, live] = await Promise.all([
    db.selectFrom("pageSection").select(["id", "name"]).where("id", "in", ids).execute(),
    liveSectionVersions(db, ids),
  ]);
  const names = new Map(rows.map((r) => [Number(r.id), r.name]));
  return versions.map((v) => {
    const recorded = v.recorded ? (JSON.parse(v.recorded) as Record<string, number>) : {};
    return [...new Set(v.placed)].map((id) => ({
      id,
      name: names.get(id) ?? null,
      version: recorded[String(id)] ?? null,
      liveVersion: live.get(id)?.version ?? null,
    }));
  });
}
