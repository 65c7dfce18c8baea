import type { Kysely } from "kysely";
import type { SiteSettings } from "../../schemas/entities";
import type { Lang } from "../../schemas/lang";
import { type MailKind, NOTIFICATION_KINDS, type NotificationKind } from "../../schemas/mail";
import type { Database } from "../db/types";
import { shippingInfo } from "../services/sample-shipping";
import type { MailData } from "./templates";

/** An account's address for mail: the account itself when it is an email address (mobile numbers get none). */
export const mailAddressOf = (account: string): string | null => (account.includes("@") ? account : null);

/**
 * Queues one mail; the mail runner sends it. Call it with the transaction that makes the change the
 * mail reports, so the mail goes if and only if the change is committed.
 */
export async function enqueueMail<K extends MailKind>(
  db: Kysely<Database>,
  mail: { kind: K; to: string; lang: Lang; userId: number | null; data: MailData[K] },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("mailMessage")
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      lang: mail.lang,
      data: JSON.stringify(mail.data),
      userId: mail.userId,
      status: "queued",
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
      sentAt: null,
      claimedBy: null,
      leaseUntil: null,
    })
    .execute();
}

export function parseOptOut(json: string): NotificationKind[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? NOTIFICATION_KINDS.filter((k) => list.includes(k)) : [];
  } catch {
    return [];
  }
}

/** The sample's contact address and the customer's language and name, for the inspection mails. */
async function inspectionRecipient(trx: Kysely<Database>, inspectionId: number) {
  const row = await trx
    .selectFrom("inspection")
    .innerJoin("userAccount", "userAccount.id", "inspection.userId")
    .select([
      "inspection.userId",
      "inspection.inspectionNo",
      "inspection.sampleName",
      "inspection.email",
      "inspection.contactPerson",
      "userAccount.account",
      "userAccount.nickname",
      "userAccount.lang",
      "userAccount.mailOptOut",
    ])
    .where("inspection.id", "=", inspectionId)
    .executeTakeFirst();
  if (!row) return null;
  const to = row.email || mailAddressOf(row.account);
  if (!to) return null;
  return {
    to,
    lang: (row.lang === "en" ? "en" : "zh") as Lang,
    userId: Number(row.userId),
    optOut: parseOptOut(row.mailOptOut),
    base: { name: row.contactPerson || row.nickname, no: row.inspectionNo, sample: row.sampleName },
  };
}

/**
 * Queues the confirmation of a sample request just sent: its number, where to send the sample and
 * how to pack it, in the customer's language. It always goes (it answers the customer's own request).
 */
export async function enqueueSubmissionMail(trx: Kysely<Database>, inspectionId: number, settings: SiteSettings | null): Promise<void> {
  const r = await inspectionRecipient(trx, inspectionId);
  if (!r) return;
  const shipping = shippingInfo(settings, r.lang);
  await enqueueMail(trx, {
    kind: "sampleSubmitted",
    to: r.to,
    lang: r.lang,
    userId: r.userId,
    data: { ...r.base, shipTo: shipping.address, packing: shipping.instructions },
  });
}

/**
 * Queues an inspection notification to the sample's contact address, in the customer's language,
 * unless the customer turned this kind off. Runs inside the workflow's transaction.
 */
export async function enqueueInspectionMail(
  trx: Kysely<Database>,
  inspectionId: number,
  kind: NotificationKind,
  reason = "",
): Promise<void> {
  const r = await inspectionRecipient(trx, inspectionId);
  if (!r || r.optOut.includes(kind)) return;
  const { to, lang, userId, base } = r;
  if (kind === "sampleRejected") await enqueueMail(trx, { kind, to, lang, userId, data: { ...base, reason } });
  else await enqueueMail(trx, { kind, to, lang, userId, data: base });
}
