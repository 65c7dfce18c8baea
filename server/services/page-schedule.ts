import type { Kysely, Transaction } from "kysely";
import type { CurrentUser } from "../../schemas/account";
import type { Lang } from "../../schemas/lang";
import { CURRENT_PAGE_SCHEMA_VERSION, type PageDocument } from "../../schemas/page";
import { PAGE_EDITOR_ROLES, type ServerTimeZone } from "../../schemas/page-admin";
import { migratePageDocument } from "../../schemas/page-migrations";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { nicknames } from "./nicknames";
import { documentProblems, refuseWithProblems } from "./page-checks";
import { cleanDocument, insertVersionIn } from "./pages";

type Db = Kysely<Database> | Transaction<Database>;

const pad = (n: number) => String(n).padStart(2, "0");

/** The process's time zone: scheduled times are entered and shown in it. */
export function serverTimeZone(now = new Date()): ServerTimeZone {
  const minutes = -now.getTimezoneOffset();
  const sign = minutes >= 0 ? "+" : "-";
  const abs = Math.abs(minutes);
  return { name: Intl.DateTimeFormat().resolvedOptions().timeZone, offset: `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}` };
}

/** An instant as `YYYY-MM-DDTHH:mm` on the server's clock (what a `datetime-local` input shows). */
export function localDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `YYYY-MM-DDTHH:mm` read on the server's clock; null when no such time exists (e.g. 2026-02-30). */
export function parseLocalDateTime(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  return localDateTime(date) === value ? date : null;
}

/** Cancels the page's pending scheduled publication, if any. */
export async function cancelPendingSchedules(trx: Db, slug: string): Promise<number> {
  const r = await trx
    .updateTable("pageSchedule")
    .set({ status: "cancelled", finishedAt: new Date().toISOString() })
    .where("pageSlug", "=", slug)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * Sets the draft at `revision` to go live at `at` (server time), replacing any earlier schedule, or
 * cancels the schedule (`at` null). The document is kept as it is now: later edits stay a draft.
 */
export async function schedulePage(
  db: Kysely<Database>,
  input: { slug: string; revision: number; at: string | null },
  actor: CurrentUser,
  lang: Lang,
  now = new Date(),
): Promise<null> {
  const t = serverT(lang);
  const when = input.at === null ? null : parseLocalDateTime(input.at);
  if (input.at !== null && !when) throw new PortalError("invalidInput", t("editor:rules.dateTime"));
  if (when && when.getTime() <= now.getTime()) throw new PortalError("invalidInput", t("editor:problems.scheduleInPast"));
  await db.transaction().execute(async (trx) => {
    const page = await trx.selectFrom("page").select(["draft", "draftRevision"]).where("slug", "=", input.slug).executeTakeFirst();
    if (!page) throw new PortalError("notFound");
    if (Number(page.draftRevision) !== input.revision)
      throw new PortalError("conflict", t("editor:conflict.draft"), { revision: Number(page.draftRevision) });
    await cancelPendingSchedules(trx, input.slug);
    if (!when) {
      await recordAudit(trx, { actorId: actor.id, action: "schedule", entity: "page", entityId: input.slug, summary: { cancelled: true } });
      return;
    }
    const { doc, json } = cleanDocument(migratePageDocument(JSON.parse(page.draft) as PageDocument));
    const problems = await documentProblems(trx, doc, lang);
    if (problems.length > 0) refuseWithProblems(problems, lang);
    await trx
      .insertInto("pageSchedule")
      .values({
        pageSlug: input.slug,
        document: json,
        draftRevision: input.revision,
        publishAt: when.toISOString(),
        status: "pending",
        createdBy: actor.id,
        createdAt: now.toISOString(),
      })
      .execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: "schedule",
      entity: "page",
      entityId: input.slug,
      summary: { at: when.toISOString(), revision: input.revision },
    });
  });
  return null;
}

export interface ScheduleRunResult {
  published: number;
  /** Failed checks, and refused authors (also listed in `refused`). */
  failed: number;
  /** Schedules not published because their author may no longer publish. */
  refused: Array<{ scheduleId: number; slug: string; authorId: number | null }>;
}

/**
 * Publishes every scheduled publication that is due. Each is claimed with a conditional update inside
 * the transaction that publishes it, so two instances never publish it twice and a crash publishes
 * nothing half-way (the claim rolls back with it). A document that no longer passes the checks (the
 * blocks changed with a deployment), or whose author may no longer publish (disabled, or no longer
 * an editor or admin), is marked failed with the reason in both languages.
 */
export async function publishDueSchedules(db: Kysely<Database>, now = new Date()): Promise<ScheduleRunResult> {
  const due = await db
    .selectFrom("pageSchedule")
    .select(["id"])
    .where("status", "=", "pending")
    .where("publishAt", "<=", now.toISOString())
    .orderBy("publishAt")
    .execute();
  let published = 0;
  let failed = 0;
  const refused: ScheduleRunResult["refused"] = [];
  for (const { id } of due) {
    const outcome = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("pageSchedule")
        .set({ status: "done", finishedAt: new Date().toISOString() })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return "skipped" as const;
      const row = await trx.selectFrom("pageSchedule").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      // The author's right to publish is checked now, not when they scheduled: a disabled or demoted
      // editor's schedule is not published in their name.
      const author =
        row.createdBy == null
          ? undefined
          : await trx
              .selectFrom("userAccount")
              .select(["nickname", "role", "disabledAt"])
              .where("id", "=", row.createdBy)
              .executeTakeFirst();
      if (!author || author.disabledAt != null || !(PAGE_EDITOR_ROLES as readonly string[]).includes(author.role)) {
        const problem = (lang: Lang) => [
          {
            blockId: null,
            type: null,
            path: "",
            message: serverT(lang)("editor:schedule.publisherNotAllowed", { name: author?.nickname ?? "?" }),
          },
        ];
        await trx
          .updateTable("pageSchedule")
          .set({ status: "failed", error: JSON.stringify({ zh: problem("zh"), en: problem("en") }) })
          .where("id", "=", id)
          .execute();
        refused.push({ scheduleId: Number(id), slug: row.pageSlug, authorId: row.createdBy == null ? null : Number(row.createdBy) });
        return "refused" as const;
      }
      const stored = JSON.parse(row.document) as PageDocument;
      // Scheduled before a deployment changed block shapes: brought up at every depth like any stored page.
      const newer = stored.schemaVersion > CURRENT_PAGE_SCHEMA_VERSION;
      const { doc, json } = newer ? { doc: stored, json: row.document } : cleanDocument(migratePageDocument(stored));
      const [zh, en] = await Promise.all([documentProblems(trx, doc, "zh"), documentProblems(trx, doc, "en")]);
      if (newer || en.length > 0) {
        await trx
          .updateTable("pageSchedule")
          .set({ status: "failed", error: JSON.stringify({ zh, en }) })
          .where("id", "=", id)
          .execute();
        return "failed" as const;
      }
      const names = await nicknames(trx, [row.createdBy]);
      const by = row.createdBy == null ? null : { id: Number(row.createdBy), name: names.get(Number(row.createdBy)) ?? "" };
      const { version } = await insertVersionIn(trx, row.pageSlug, json, by);
      await trx.updateTable("pageSchedule").set({ publishedVersion: version }).where("id", "=", id).execute();
      await recordAudit(trx, {
        actorId: by?.id ?? null,
        action: "publish",
        entity: "page",
        entityId: row.pageSlug,
        summary: { version, scheduled: true, scheduleId: Number(id) },
      });
      return "published" as const;
    });
    if (outcome === "published") published++;
    if (outcome === "failed" || outcome === "refused") failed++;
  }
  return { published, failed, refused };
}
