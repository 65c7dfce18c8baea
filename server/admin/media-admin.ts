import type { Kysely } from "kysely";
import type { z } from "zod";
import { describeImage, parseImageUrl } from "../../schemas/image";
import type { Lang } from "../../schemas/lang";
import type { MediaInfo, MediaItem, MediaListSchema, MediaUpdateSchema, MediaUsage } from "../../schemas/media";
import type { Page } from "../../schemas/paging";
import { recordAudit } from "../audit/audit-log";
import { touchContent } from "../content/content-revision";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import type { FileStore } from "../storage/file-store";
import { keywordFilter, offsetOf } from "./list-query";
import { usageOf } from "./media-usage";
import { conflict } from "./versioned";

type Actor = { actorId: number; lang: Lang };
type Row = {
  publicId: string;
  width: unknown;
  height: unknown;
  size: unknown;
  contentType: string;
  name: unknown;
  altZh: unknown;
  altEn: unknown;
  focusX: unknown;
  focusY: unknown;
  createdAt: string;
  version: unknown;
  brightLevel: unknown;
};

function toItem(r: Row, usedBy: MediaUsage[]): MediaItem {
  const image = describeImage(r.publicId, Number(r.width), Number(r.height));
  return {
    id: r.publicId,
    name: String(r.name),
    width: image.width,
    height: image.height,
    size: Number(r.size),
    contentType: r.contentType,
    url: image.url,
    variants: image.variants,
    alt: { zh: String(r.altZh), en: String(r.altEn) },
    focus: { x: Number(r.focusX), y: Number(r.focusY) },
    brightLevel: r.brightLevel === null ? null : Number(r.brightLevel),
    usedBy,
    createdAt: r.createdAt,
    version: Number(r.version),
  };
}

/** The library, newest first: search by name or alt text (either language). */
export async function listMedia(db: Kysely<Database>, req: z.output<typeof MediaListSchema>): Promise<Page<MediaItem>> {
  let q = db.selectFrom("imageAsset");
  if (req.keyword) q = q.where((eb) => keywordFilter(eb, ["name", "altZh", "altEn"], req.keyword));
  if (req.id) q = q.where("publicId", "=", req.id);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy(req.sort, req.order).orderBy("id", "desc").limit(req.pageSize).offset(offsetOf(req)).execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const usage = await usageOf(
    db,
    rows.map((r) => r.publicId),
  );
  return {
    list: rows.map((r) => toItem(r, usage.get(r.publicId) ?? [])),
    total: Number(count.n),
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

export async function getMedia(db: Kysely<Database>, publicId: string): Promise<MediaItem> {
  const r = await db.selectFrom("imageAsset").selectAll().where("publicId", "=", publicId).executeTakeFirst();
  if (!r) throw new PortalError("notFound");
  return toItem(r, (await usageOf(db, [publicId])).get(publicId) ?? []);
}

/** Name, alt text and focus: compare-and-set on the version the editor loaded. Pages showing it change at once. */
export async function updateMedia(
  db: Kysely<Database>,
  input: z.output<typeof MediaUpdateSchema>,
  { actorId, lang }: Actor,
): Promise<MediaItem> {
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable("imageAsset")
      .set({
        name: input.name,
        altZh: input.alt.zh,
        altEn: input.alt.en,
        focusX: input.focus.x,
        focusY: input.focus.y,
        version: input.version + 1,
        updatedAt: new Date().toISOString(),
      })
      .where("publicId", "=", input.id)
      .where("version", "=", input.version)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      const exists = await trx.selectFrom("imageAsset").select("id").where("publicId", "=", input.id).executeTakeFirst();
      throw exists ? conflict(lang) : new PortalError("notFound");
    }
    await touchContent(trx, ["media"]);
    await recordAudit(trx, {
      actorId,
      action: "edit",
      entity: "image",
      entityId: input.id,
      summary: { name: input.name, altZh: input.alt.zh, altEn: input.alt.en, focus: input.focus },
    });
  });
  return getMedia(db, input.id);
}

/** "page “About us”, banner “Pure lactoferrin”" in the editor's language. */
function describeUsage(usage: MediaUsage[], lang: Lang): string {
  const t = serverT(lang);
  return usage
    .map((u) => {
      const kind = t(`admin:media.usage.${u.kind}`);
      const title = u.title[lang] || u.title.zh;
      return title ? t("admin:media.usagePlace", { kind, title }) : kind;
    })
    .join(t("admin:media.listSeparator"));
}

/**
 * Deletes an image nothing shows any more (refused, naming the places, while something does), then
 * its stored files. Refusal and stale version leave everything as it was.
 */
export async function deleteMedia(db: Kysely<Database>, files: FileStore, publicId: string, version: number, { actorId, lang }: Actor) {
  const keys = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("imageAsset").selectAll().where("publicId", "=", publicId).executeTakeFirst();
    if (!row) throw new PortalError("notFound");
    if (Number(row.version) !== version) throw conflict(lang);
    const used = (await usageOf(trx, [publicId])).get(publicId) ?? [];
    if (used.length > 0) throw new PortalError("conflict", serverT(lang)("admin:media.inUse", { places: describeUsage(used, lang) }));
    await trx.deleteFrom("imageAsset").where("publicId", "=", publicId).where("version", "=", version).execute();
    await recordAudit(trx, { actorId, action: "delete", entity: "image", entityId: publicId, summary: { name: row.name } });
    return [row.originalKey, ...Object.values(JSON.parse(row.variants) as Record<string, string>)];
  });
  // After the commit: a failed removal leaves an orphan file, never a row pointing at nothing.
  await Promise.all(keys.map((k) => files.remove(k).catch(() => {})));
}

/** Alt text and focus of an uploaded image by one of its URLs (public: both are shown to every visitor). */
export async function mediaInfo(db: Kysely<Database>, url: string): Promise<MediaInfo | null> {
  const parsed = parseImageUrl(url);
  if (!parsed) return null;
  const r = await db
    .selectFrom("imageAsset")
    .select(["altZh", "altEn", "focusX", "focusY"])
    .where("publicId", "=", parsed.id)
    .executeTakeFirst();
  return r ? { alt: { zh: r.altZh, en: r.altEn }, focus: { x: Number(r.focusX), y: Number(r.focusY) } } : null;
}
