import type { ExpressionBuilder, Kysely } from "kysely";
import { HTML_LANG, type Lang } from "../../schemas/lang";
import { localize } from "../../schemas/localize-text";
import { MAIL_MAX_ATTEMPTS, type MailKind } from "../../schemas/mail";
import type { DialectName } from "../db/connection";
import type { Database } from "../db/types";
import { newInstanceId } from "../jobs/download-task-runner";
import { pollLoop } from "../jobs/poll-loop";
import type { Logger } from "../logger";
import { readSiteSettings } from "../services/site-settings";
import { type MailData, renderMail } from "./templates";
import type { MailTransport } from "./transport";

export interface MailRunner {
  start(): Promise<void>;
  /** Looks for mail to send now instead of at the next poll. */
  kick(): void;
  stop(): Promise<void>;
}

/** The wait before try n+1 after n failed tries: base, 2×base, 4×base … at most an hour. */
export const retryDelayMs = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);

/** An SMTP 5xx answer will not change on a retry (unknown mailbox, refused sender). */
const permanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

/**
 * Sends queued mail in the background, one message at a time per process, with the same leases as
 * the download tasks (docs/decisions/060-job-leases.md): a claim names this instance and an expiry,
 * so a message whose sender died is taken up again after a restart, and two instances never send
 * the same message. A failure waits with doubling back-off; after MAIL_MAX_ATTEMPTS (or an SMTP 5xx)
 * it is failed, with the server's reason kept for the admins. docs/decisions/150-mail.md.
 */
export function mailRunner({
  db,
  dialect,
  transport,
  from,
  siteUrl,
  logger,
  retryBaseMs,
  pollMs = 1000,
  leaseMs = 30_000,
  instanceId = newInstanceId(),
}: {
  db: Kysely<Database>;
  dialect: DialectName;
  transport: MailTransport;
  from: string;
  siteUrl: string;
  logger: Logger;
  retryBaseMs: number;
  pollMs?: number;
  leaseMs?: number;
  instanceId?: string;
}): MailRunner {
  const iso = (ms: number) => new Date(ms).toISOString();
  const ours = (id: number) =>
    db.updateTable("mailMessage").where("id", "=", id).where("claimedBy", "=", instanceId).where("status", "=", "running");

  async function claim() {
    const now = Date.now();
    const claimable = (eb: ExpressionBuilder<Database, "mailMessage">) =>
      eb.or([
        eb.and([eb("status", "=", "queued"), eb("nextAttemptAt", "<=", iso(now))]),
        eb.and([eb("status", "=", "running"), eb.or([eb("leaseUntil", "is", null), eb("leaseUntil", "<", iso(now))])]),
      ]);
    let next = db.selectFrom("mailMessage").select("id").where(claimable).orderBy("id").limit(1);
    if (dialect === "postgres") next = next.forUpdate().skipLocked();
    return db
      .updateTable("mailMessage")
      .set((eb) => ({
        status: "running",
        claimedBy: instanceId,
        leaseUntil: iso(now + leaseMs),
        attempts: eb("attempts", "+", 1),
        updatedAt: iso(now),
      }))
      .where("id", "=", next)
      .where(claimable)
      .returning(["id", "kind", "toAddress", "lang", "data", "attempts"])
      .executeTakeFirst();
  }

  async function sendOne(row: { id: number; kind: MailKind; toAddress: string; lang: Lang; data: string; attempts: number }) {
    const id = Number(row.id);
    const attempts = Number(row.attempts);
    const heartbeat = setInterval(
      () =>
        ours(id)
          .set({ leaseUntil: iso(Date.now() + leaseMs) })
          .execute()
          .catch(() => {}),
      Math.max(250, Math.floor(leaseMs / 3)),
    );
    let subject = "";
    try {
      const settings = await readSiteSettings(db).catch(() => null);
      const siteName = settings ? localize(settings.siteName, row.lang) : new URL(siteUrl).host;
      const data = JSON.parse(row.data) as MailData[MailKind];
      const mail = renderMail(row.kind, row.lang, data, { name: siteName, url: siteUrl });
      subject = mail.subject;
      await transport.send({ from, to: row.toAddress, language: HTML_LANG[row.lang], id, ...mail });
      // A code has done its job once delivered: it is not kept in the database.
      const kept = "code" in data ? JSON.stringify({ ...data, code: "" }) : row.data;
      await ours(id)
        .set({ status: "sent", subject, data: kept, sentAt: iso(Date.now()), leaseUntil: null, lastError: "", updatedAt: iso(Date.now()) })
        .execute();
      logger.info({ mailId: id, kind: row.kind, transport: transport.kind }, "mail sent");
    } catch (err) {
      const reason = String((err as Error)?.message ?? err).slice(0, 500);
      const final = attempts >= MAIL_MAX_ATTEMPTS || permanent(err);
      logger.warn({ mailId: id, kind: row.kind, attempts, reason, final }, final ? "mail failed" : "mail not sent; will retry");
      await ours(id)
        .set({
          status: final ? "failed" : "queued",
          subject,
          lastError: reason,
          claimedBy: null,
          leaseUntil: null,
          nextAttemptAt: iso(Date.now() + (final ? 0 : retryDelayMs(attempts, retryBaseMs))),
          updatedAt: iso(Date.now()),
        })
        .execute();
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function drain() {
    while (!loop.stopped) {
      const row = await claim();
      if (!row) return;
      await sendOne({ ...row, id: Number(row.id), attempts: Number(row.attempts) });
    }
  }

  const loop = pollLoop({ name: "mail runner", pollMs, logger, run: drain, rerunOnKick: true });
  return {
    start: loop.start,
    kick: loop.kick,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
