import type { Kysely } from "kysely";
import type { Policy } from "../../schemas/entities";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";

export async function getPolicy(db: Kysely<Database>, code: string): Promise<Policy> {
  const row = await db
    .selectFrom("policy")
    .select(["code", "title", "titleEn", "content", "contentEn", "updatedAt as updateTime"])
    .where("code", "=", code)
    .executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  return row;
}
