import type { Kysely } from "kysely";
import type { CurrentUser } from "../../schemas/account";
import { type AdminPagePresenceRequest, type PagePresence, PRESENCE_TIMEOUT_MS } from "../../schemas/page-presence";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";

/**
 * Notes that this tab has the page open (or has left it) and answers who else has it open: other
 * editors, and the same editor in another tab, heard from within the last 45 s (decision 195).
 */
export async function pagePresence(
  db: Kysely<Database>,
  input: AdminPagePresenceRequest,
  actor: CurrentUser,
  now = new Date(),
): Promise<PagePresence> {
  const page = await db.selectFrom("page").select("slug").where("slug", "=", input.slug).executeTakeFirst();
  if (!page) throw new PortalError("notFound");
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - PRESENCE_TIMEOUT_MS).toISOString();
  const me = { pageSlug: input.slug, userId: actor.id, tab: input.tab };
  // Tabs closed without a word (a crash, a lost connection), on any page: the table stays as small as the team.
  await db.deleteFrom("pagePresence").where("seenAt", "<", cutoff).execute();
  if (input.leaving) {
    await db
      .deleteFrom("pagePresence")
      .where("pageSlug", "=", me.pageSlug)
      .where("userId", "=", me.userId)
      .where("tab", "=", me.tab)
      .execute();
  } else {
    await db
      .insertInto("pagePresence")
      .values({ ...me, openedAt: at, seenAt: at })
      .onConflict((oc) => oc.columns(["pageSlug", "userId", "tab"]).doUpdateSet({ seenAt: at }))
      .execute();
  }
  const rows = await db
    .selectFrom("pagePresence as p")
    .innerJoin("userAccount as u", "u.id", "p.userId")
    .select(["p.userId", "p.tab", "p.openedAt", "u.nickname", "u.account"])
    .where("p.pageSlug", "=", input.slug)
    .where("p.tab", "!=", input.tab)
    .orderBy("p.openedAt")
    .execute();
  return {
    others: rows.map((r) => ({ name: r.nickname || r.account, you: Number(r.userId) === actor.id, openedAt: r.openedAt })),
  };
}
