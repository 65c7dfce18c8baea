import type { Kysely } from "kysely";
import type { Banner } from "../../schemas/entities";
import type { Database } from "../db/types";

export function listBanners(db: Kysely<Database>, position: string): Promise<Banner[]> {
  return db
    .selectFrom("banner")
    .select(["id", "position", "title", "titleEn", "subtitle", "subtitleEn", "image", "link", "sort"])
    .where("position", "=", position)
    .where("active", "=", 1)
    .orderBy("sort")
    .orderBy("id")
    .execute();
}
