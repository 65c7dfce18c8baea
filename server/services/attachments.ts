import type { Kysely, Transaction } from "kysely";
import type { Role } from "../../schemas/account";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type Attachment, type AttachmentType } from "../../schemas/attachment";
import type { Lang } from "../../schemas/lang";
import { UPLOAD_LIMITS } from "../../schemas/limits";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { formatWait } from "../http/retry-after";
import { serverT } from "../i18n";
import type { FileStore } from "../storage/file-store";
import { nameMatchingType, sniffType } from "../storage/sniff";
import { hitRateLimit } from "./rate-limit";

/** At most this many characters of a display name, its extension included. */
const NAME_MAX = 120;

/**
 * Characters that must not reach a display name: controls (C0, DEL, C1), the bidirectional controls
 * that make `invoice\u202Egnp.exe` read as "invoiceexe.png", zero-width characters and BOM.
 */
function hiddenOrControl(cp: number): boolean {
  return (
    cp < 0x20 ||
    (cp >= 0x7f && cp <= 0x9f) ||
    cp === 0x061c ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x2069) ||
    cp === 0xfeff
  );
}

/**
 * The name shown to the customer and to lab staff and given to downloads: no folders, no control or
 * bidirectional characters, no characters Windows refuses, an extension matching the content's
 * detected type (issue 26, item 10), at most 120 characters.
 */
export function cleanFileName(name: string, type: AttachmentType): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const chars = Array.from(base).filter((ch) => !hiddenOrControl(ch.codePointAt(0) ?? 0) && !'"<>|:*?'.includes(ch));
  // Leading and trailing dots and spaces (Windows drops them; a leading dot hides the file).
  const edge = (ch: string | undefined) => ch === "." || (ch !== undefined && ch.trim() === "");
  let start = 0;
  let end = chars.length;
  while (start < end && edge(chars[start])) start++;
  while (end > start && edge(chars[end - 1])) end--;
  const named = Array.from(nameMatchingType(chars.slice(start, end).join("") || "file", type));
  if (named.length <= NAME_MAX) return named.join("");
  const dot = named.lastIndexOf(".");
  return named.slice(0, NAME_MAX - (named.length - dot)).join("") + named.slice(dot).join("");
}

/** A stored name as it is shown: names saved before the clean-up rules existed are cleaned on the way out. */
function storedName(name: string, contentType: string): string {
  return contentType in ATTACHMENT_TYPES ? cleanFileName(name, contentType as AttachmentType) : name;
}

/** Stores an upload after checking its size and its real type (magic bytes, not the name). */
export async function saveAttachment(
  db: Kysely<Database>,
  files: FileStore,
  userId: number,
  upload: { name: string; bytes: Uint8Array },
  lang: Lang,
  quotaBytes: number,
): Promise<Attachment> {
  const t = serverT(lang);
  if (upload.bytes.length === 0) throw new PortalError("invalidInput", t("validation.fileMissing"));
  if (upload.bytes.length > ATTACHMENT_MAX_BYTES) throw new PortalError("payloadTooLarge", t("validation.fileTooLarge"));
  const type = sniffType(upload.bytes);
  if (!type) throw new PortalError("invalidInput", t("validation.fileType"));
  await checkUploadAllowance(db, userId, upload.bytes.length, quotaBytes, lang);
  const key = await files.put("attachments", ATTACHMENT_TYPES[type], upload.bytes);
  const row = await db
    .insertInto("attachment")
    .values({
      userId,
      inspectionId: null,
      storageKey: key,
      name: cleanFileName(upload.name, type),
      contentType: type,
      size: upload.bytes.length,
      createdAt: new Date().toISOString(),
    })
    .returning(["id", "name", "size", "contentType"])
    .executeTakeFirstOrThrow();
  return { ...row, id: Number(row.id), size: Number(row.size) };
}

/** Links the caller's own, not yet used uploads to a new inspection (inside its transaction). */
export async function attachToInspection(trx: Transaction<Database>, userId: number, inspectionId: number, ids: number[], lang: Lang) {
  if (ids.length === 0) return;
  const linked = await trx
    .updateTable("attachment")
    .set({ inspectionId })
    .where("id", "in", ids)
    .where("userId", "=", userId)
    .where("inspectionId", "is", null)
    .executeTakeFirst();
  if (Number(linked.numUpdatedRows) !== ids.length) throw new PortalError("invalidInput", serverT(lang)("validation.attachmentsInvalid"));
}

export async function listAttachments(db: Kysely<Database>, inspectionId: number): Promise<Attachment[]> {
  const rows = await db
    .selectFrom("attachment")
    .select(["id", "name", "size", "contentType"])
    .where("inspectionId", "=", inspectionId)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), size: Number(r.size), name: storedName(r.name, r.contentType) }));
}

/** A file for its uploader or for lab staff; anyone else gets "not found". */
export async function readAttachment(
  db: Kysely<Database>,
  files: FileStore,
  caller: { id: number; role: Role },
  id: number,
): Promise<{ name: string; contentType: string; bytes: Buffer }> {
  const row = await db
    .selectFrom("attachment")
    .select(["userId", "storageKey", "name", "contentType"])
    .where("id", "=", id)
    .executeTakeFirst();
  const staff = caller.role === "lab" || caller.role === "admin";
  if (!row || (!staff && Number(row.userId) !== caller.id)) throw new PortalError("notFound");
  const bytes = await files.get(row.storageKey);
  if (!bytes) throw new PortalError("notFound");
  return { name: storedName(row.name, row.contentType), contentType: row.contentType, bytes };
}

/**
 * Checks a customer's upload allowance before a file is stored: at most UPLOAD_LIMITS.perWindow files
 * per window, and unlinked uploads (not yet part of a submitted sample) adding up to `quotaBytes`.
 * Both answer 000005 with what to do.
 */
export async function checkUploadAllowance(db: Kysely<Database>, userId: number, size: number, quotaBytes: number, lang: Lang) {
  const t = serverT(lang);
  const windowMs = UPLOAD_LIMITS.windowMinutes * 60_000;
  const rate = await hitRateLimit(db, { key: `upload:user:${userId}`, limit: UPLOAD_LIMITS.perWindow, windowMs });
  if (!rate.allowed) {
    throw new PortalError(
      "rateLimited",
      t("validation.uploadRate", {
        count: UPLOAD_LIMITS.perWindow,
        minutes: UPLOAD_LIMITS.windowMinutes,
        wait: formatWait(rate.retryAfterSeconds, lang),
      }),
      { retryAfterSeconds: rate.retryAfterSeconds },
    );
  }
  const row = await db
    .selectFrom("attachment")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("size"), eb.lit(0)).as("total"))
    .where("userId", "=", userId)
    .where("inspectionId", "is", null)
    .executeTakeFirst();
  if (Number(row?.total ?? 0) + size > quotaBytes) {
    throw new PortalError("rateLimited", t("validation.uploadQuota", { quota: Math.floor(quotaBytes / (1024 * 1024)) }));
  }
}

/** A customer removes one of their own uploads that no sample uses yet (the upload list's "Remove"). */
export async function removeOwnUpload(db: Kysely<Database>, files: FileStore, userId: number, id: number, lang: Lang): Promise<void> {
  const row = await db.selectFrom("attachment").select(["userId", "inspectionId"]).where("id", "=", id).executeTakeFirst();
  if (!row || Number(row.userId) !== userId) throw new PortalError("notFound");
  if (row.inspectionId !== null) throw new PortalError("conflict", serverT(lang)("validation.attachmentLinked"));
  const removed = await db
    .deleteFrom("attachment")
    .where("id", "=", id)
    .where("userId", "=", userId)
    .where("inspectionId", "is", null)
    .returning("storageKey")
    .executeTakeFirst();
  // Linked by a submission in the meantime: it stays.
  if (!removed) throw new PortalError("conflict", serverT(lang)("validation.attachmentLinked"));
  await files.remove(removed.storageKey);
}

/**
 * Deletes uploads that no sample linked within UPLOAD_LIMITS.unlinkedKeepHours, rows first (each only
 * while still unlinked, so a submission racing the clean-up keeps its file), then their files.
 * `stillOurs` is called between batches (the caller renews its lease there).
 */
export async function removeStaleUploads(
  db: Kysely<Database>,
  files: FileStore,
  now: Date,
  stillOurs: () => Promise<boolean> = async () => true,
): Promise<number> {
  const cutoff = new Date(now.getTime() - UPLOAD_LIMITS.unlinkedKeepHours * 3_600_000).toISOString();
  let removed = 0;
  for (;;) {
    const batch = await db
      .selectFrom("attachment")
      .select("id")
      .where("inspectionId", "is", null)
      .where("createdAt", "<", cutoff)
      .orderBy("id")
      .limit(100)
      .execute();
    if (batch.length === 0) return removed;
    for (const { id } of batch) {
      const row = await db
        .deleteFrom("attachment")
        .where("id", "=", id)
        .where("inspectionId", "is", null)
        .returning("storageKey")
        .executeTakeFirst();
      if (!row) continue;
      await files.remove(row.storageKey);
      removed++;
    }
    if (!(await stillOurs())) return removed;
  }
}
