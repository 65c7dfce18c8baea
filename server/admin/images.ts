import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { brightLevelOf } from "../../schemas/hero-overlay";
import {
  describeImage,
  IMAGE_FORMATS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_UPLOAD_TYPES,
  type ImageFormat,
  imageId,
  parseImageId,
  type UploadedImage,
  variantWidths,
} from "../../schemas/image";
import type { Lang } from "../../schemas/lang";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import type { FileStore } from "../storage/file-store";
import { sniffType } from "../storage/sniff";

const EXT: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

function encode(bytes: Uint8Array, width: number, format: ImageFormat): Promise<Buffer> {
  // rotate() applies the EXIF orientation; metadata (EXIF, GPS) is not copied into variants.
  const pipeline = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
  // AVIF effort 2: a fraction of the default's encoding time for a few percent more bytes.
  return format === "avif" ? pipeline.avif({ quality: 55, effort: 2 }).toBuffer() : pipeline.webp({ quality: 78 }).toBuffer();
}

/** The grey level the image's brightest 5 % of pixels exceed, from a 64 px copy (decision 208). */
async function measureBrightLevel(bytes: Uint8Array): Promise<number> {
  const grey = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .resize({ width: 64, height: 64, fit: "inside" })
    .flatten({ background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer();
  return brightLevelOf(grey);
}

/**
 * Checks an uploaded image (type by its first bytes, size, decodable, not a pixel bomb), keeps the
 * original privately and stores AVIF and WebP variants at a few widths (never upscaled).
 */
export async function saveImage(
  db: Kysely<Database>,
  files: FileStore,
  upload: { bytes: Uint8Array; actorId: number; name?: string; alt?: { zh: string; en: string } },
  lang: Lang,
): Promise<UploadedImage> {
  const t = serverT(lang);
  const { bytes } = upload;
  if (bytes.length === 0) throw new PortalError("invalidInput", t("validation.fileMissing"));
  if (bytes.length > IMAGE_MAX_BYTES) throw new PortalError("payloadTooLarge", t("admin:errors.imageTooLarge"));
  const type = sniffType(bytes);
  if (!type || !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(type))
    throw new PortalError("invalidInput", t("admin:errors.imageType"));

  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
    ({ width, height } = meta.autoOrient);
  } catch {
    throw new PortalError("invalidInput", t("admin:errors.imageUnreadable"));
  }
  if (!width || !height || width * height > IMAGE_MAX_PIXELS || width > 99_999 || height > 99_999) {
    throw new PortalError("invalidInput", t("admin:errors.imageUnreadable"));
  }

  const id = imageId(randomBytes(12).toString("hex"), width, height);
  const written: string[] = [];
  try {
    const variants: Record<string, string> = {};
    for (const w of variantWidths(width)) {
      for (const format of IMAGE_FORMATS) {
        const key = await files.put("images", format, await encode(bytes, w, format));
        written.push(key);
        variants[`${w}.${format}`] = key;
      }
    }
    const originalKey = await files.put("images", EXT[type] as string, bytes);
    written.push(originalKey);
    const brightLevel = await measureBrightLevel(bytes);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("imageAsset")
        .values({
          publicId: id,
          width,
          height,
          contentType: type,
          size: bytes.length,
          originalKey,
          variants: JSON.stringify(variants),
          createdBy: upload.actorId,
          createdAt: new Date().toISOString(),
          name: upload.name ?? "",
          altZh: upload.alt?.zh ?? "",
          altEn: upload.alt?.en ?? "",
          brightLevel,
        })
        .execute();
      await recordAudit(trx, {
        actorId: upload.actorId,
        action: "create",
        entity: "image",
        entityId: id,
        summary: { width, height, type },
      });
    });
  } catch (err) {
    // Nothing half-stored: files written before a failure go again.
    await Promise.all(written.map((k) => files.remove(k).catch(() => {})));
    if (err instanceof PortalError) throw err;
    if (err instanceof Error && /pixel|unsupported|corrupt|premature|bad/i.test(err.message)) {
      throw new PortalError("invalidInput", t("admin:errors.imageUnreadable"));
    }
    throw err;
  }
  return describeImage(id, width, height);
}

/** One variant's bytes for the public image route; null when the id or the variant is unknown. */
export async function readImageVariant(
  db: Kysely<Database>,
  files: FileStore,
  id: string,
  file: string,
): Promise<{ bytes: Buffer; format: ImageFormat } | null> {
  const m = /^([1-9][0-9]{0,4})\.(avif|webp)$/.exec(file);
  if (!m || !parseImageId(id)) return null;
  const row = await db.selectFrom("imageAsset").select("variants").where("publicId", "=", id).executeTakeFirst();
  if (!row) return null;
  const key = (JSON.parse(row.variants) as Record<string, string>)[file];
  if (!key) return null;
  const bytes = await files.get(key);
  return bytes ? { bytes, format: m[2] as ImageFormat } : null;
}
