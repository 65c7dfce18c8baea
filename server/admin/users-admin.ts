import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Role } from "../../schemas/account";
import type { AdminUser, UserCreateSchema, UserListSchema } from "../../schemas/admin-content";
import type { Lang } from "../../schemas/lang";
import type { Page } from "../../schemas/paging";
import { recordAudit } from "../audit/audit-log";
import type { PasswordHashing } from "../auth/password";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { keywordFilter, offsetOf } from "./list-query";
import { updateVersioned } from "./versioned";

type Actor = { actorId: number; lang: Lang };
const FIELDS = ["id", "account", "nickname", "company", "role", "createdAt", "disabledAt", "version"] as const;
type Row = {
  id: unknown;
  account: string;
  nickname: string;
  company: string;
  role: Role;
  createdAt: string;
  disabledAt: string | null;
  version: unknown;
};
const toAdmin = ({ disabledAt, ...r }: Row): AdminUser => ({
  ...r,
  id: Number(r.id),
  version: Number(r.version),
  disabled: disabledAt != null,
});

export async function listUsers(db: Kysely<Database>, req: z.output<typeof UserListSchema>): Promise<Page<AdminUser>> {
  let q = db.selectFrom("userAccount");
  if (req.keyword) q = q.where((eb) => keywordFilter(eb, ["account", "nickname", "company"], req.keyword));
  if (req.role) q = q.where("role", "=", req.role);
  const [rows, count] = await Promise.all([
    q.select(FIELDS).orderBy(req.sort, req.order).orderBy("id", req.order).limit(req.pageSize).offset(offsetOf(req)).execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toAdmin), total: Number(count.n), pageNum: req.pageNum, pageSize: req.pageSize };
}

async function getAdminUser(db: Kysely<Database>, id: number): Promise<AdminUser> {
  const row = await db.selectFrom("userAccount").select(FIELDS).where("id", "=", id).executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  return toAdmin(row);
}

/** Staff accounts are never signed up: an admin creates them here with a first password. */
export async function createUser(
  db: Kysely<Database>,
  passwords: PasswordHashing,
  input: z.output<typeof UserCreateSchema>,
  { actorId, lang }: Actor,
): Promise<AdminUser> {
  // Hash before the transaction: scrypt takes a while and must not hold the write lock.
  const passwordHash = await passwords.hash(input.password);
  const id = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const row = await trx
      .insertInto("userAccount")
      .values({
        account: input.account,
        passwordHash,
        nickname: input.nickname,
        company: "",
        contactPhone: "",
        role: input.role,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column("account").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) throw new PortalError("conflict", serverT(lang)("auth.accountTaken"));
    await recordAudit(trx, {
      actorId,
      action: "create",
      entity: "user",
      entityId: row.id,
      summary: { account: input.account, role: input.role },
    });
    return Number(row.id);
  });
  return getAdminUser(db, id);
}

function notOnYourself(actorId: number, id: number, lang: Lang) {
  // An admin who demoted or disabled themselves could leave the site without one.
  if (actorId === id) throw new PortalError("forbidden", serverT(lang)("admin:errors.notYourself"));
}

export async function setUserRole(db: Kysely<Database>, input: { id: number; version: number; role: Role }, { actorId, lang }: Actor) {
  notOnYourself(actorId, input.id, lang);
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("userAccount").select("role").where("id", "=", input.id).executeTakeFirst();
    await updateVersioned(trx, "userAccount", input.id, input.version, { role: input.role, updatedAt: new Date().toISOString() }, lang);
    await recordAudit(trx, {
      actorId,
      action: "edit",
      entity: "user",
      entityId: input.id,
      summary: { role: { from: before?.role, to: input.role } },
    });
  });
  return getAdminUser(db, input.id);
}

/** Disabling ends every session of the account at once (a replayed token gets 000004) and blocks login. */
export async function setUserDisabled(
  db: Kysely<Database>,
  input: { id: number; version: number; disabled: boolean },
  { actorId, lang }: Actor,
) {
  notOnYourself(actorId, input.id, lang);
  await db.transaction().execute(async (trx) => {
    const now = new Date();
    await updateVersioned(
      trx,
      "userAccount",
      input.id,
      input.version,
      { disabledAt: input.disabled ? now.toISOString() : null, updatedAt: now.toISOString() },
      lang,
    );
    if (input.disabled) {
      await trx
        .updateTable("userSession")
        .set({ revokedAt: now.getTime() })
        .where("userId", "=", input.id)
        .where("revokedAt", "is", null)
        .execute();
    }
    await recordAudit(trx, { actorId, action: "edit", entity: "user", entityId: input.id, summary: { disabled: input.disabled } });
  });
  return getAdminUser(db, input.id);
}
