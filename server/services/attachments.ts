import type { Kysely, Transaction } from "kysely";
import type { Role } from "../../schemas/account";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type Attachment } from "../../schemas/attachment";
import type { Lang } from "../../schemas/lang";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import type { FileStore } from "../storage/file-store";
import { sniffType } from "../storage/sniff";

/** Keeps a display name only: no folders, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = Array.from(base)
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && !'"<>|:*?'.includes(ch))
    .join("")
    .trim();
  return (cleaned || "file").slice(0, 120);
}

/** Stores an upload after checking its size and its real type (magic bytes, not the name). */
export async function saveAttachment(
  db: Kysely<Database>,
  files: FileStore,
  userId: number,
  upload: { name: string; bytes: Uint8Array },
  lang: Lang,
): Promise<Attachment> {
  const t = serverT(lang);
  if (upload.bytes.length === 0) throw new PortalError("invalidInput", t("validation.fileMissing"));
  if (upload.bytes.length > ATTACHMENT_MAX_BYTES) throw new PortalError("payloadTooLarge", t("validation.fileTooLarge"));
  const type = sniffType(upload.bytes);
  if (!type) throw new PortalError("invalidInput", t("validation.fileType"));
  const key = await files.put("attachments", ATTACHMENT_TYPES[type], upload.bytes);
  const row = await db
    .insertInto("attachment")
    .values({
      userId,
      inspectionId: null,
      storageKey: key,
      name: cleanFileName(upload.name),
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
  return rows.map((r) => ({ ...r, id: Number(r.id), size: Number(r.size) }));
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
  return { name: row.name, contentType: row.contentType, bytes };
}
