import type { Role } from "../../schemas/account";
import { createSession } from "../../server/auth/sessions";
import type { TestPortal } from "./harness";

/**
 * A staff session without going through scrypt: these tests are about what each role may do, not
 * about logging in (the accounts suite covers that). The stored hash matches no password.
 */
export async function sessionFor(t: TestPortal, role: Role, account = `${role}-${Math.random().toString(36).slice(2)}@example.com`) {
  const db = t.portal.database.db;
  const now = new Date().toISOString();
  const row = await db
    .insertInto("userAccount")
    .values({ account, passwordHash: "none", nickname: role, company: "", contactPhone: "", role, createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Staff sessions as they are after the login's second step (decision 051); the login itself is tested elsewhere.
  return { id: Number(row.id), token: await createSession(db, Number(row.id), Date.now(), { secondFactor: role !== "customer" }) };
}

export const as = (token: string, lang: "en-US" | "zh-CN" = "en-US") => ({ headers: { accessToken: token, lang } });

/**
 * What a refused write must leave untouched: the row count of every table and every content
 * revision, read through the portal's own connection (fast on both dialects, unlike `t.snapshot()`'s
 * psql round trips on PostgreSQL).
 */
export async function storedState(t: TestPortal): Promise<Record<string, unknown>> {
  const db = t.portal.database.db;
  const tables = (await db.introspection.getTables()).map((x) => x.name).filter((n) => !n.startsWith("kysely_"));
  const out: Record<string, unknown> = {};
  for (const name of tables.sort()) {
    const row = await db
      .selectFrom(name as "news")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    out[name] = Number(row.n);
  }
  out.revisions = await db.selectFrom("contentRevision").select(["tag", "revision"]).orderBy("tag").execute();
  return out;
}
