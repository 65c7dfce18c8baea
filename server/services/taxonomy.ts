import type { Kysely } from "kysely";
import type { ConsultClass, Region } from "../../schemas/entities";
import type { Database } from "../db/types";

export function listConsultClasses(db: Kysely<Database>): Promise<ConsultClass[]> {
  return db.selectFrom("consultClass").select(["code", "name", "nameEn"]).orderBy("sort").orderBy("id").execute();
}

export function listRegions(db: Kysely<Database>, kind: "country" | "province"): Promise<Region[]> {
  return db.selectFrom("region").select(["code", "name", "nameEn"]).where("kind", "=", kind).orderBy("sort").orderBy("id").execute();
}
