import type { Kysely } from "kysely";
import { brightestLevel, formatContrast, HERO_MIN_CONTRAST, heroTextContrast, minimumHeroOverlay } from "../../schemas/hero-overlay";
import { parseImageUrl } from "../../schemas/image";
import type { Lang } from "../../schemas/lang";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";

/** Each picture's bright level from the media library: null for one it has not measured (counted as white). */
async function brightLevels(db: Kysely<Database>, urls: readonly string[]): Promise<(number | null)[]> {
  const ids = [...new Set(urls.flatMap((u) => parseImageUrl(u)?.id ?? []))];
  const rows = ids.length
    ? await db.selectFrom("imageAsset").select(["publicId", "brightLevel"]).where("publicId", "in", ids).execute()
    : [];
  const byId = new Map(rows.map((r) => [r.publicId, r.brightLevel === null ? null : Number(r.brightLevel)]));
  return urls.map((u) => byId.get(parseImageUrl(u)?.id ?? "") ?? null);
}

/**
 * Refuses a hero whose white text would fall below 4.5:1 over its brightest pictures (the desktop and
 * the phone one) under the chosen overlay (decision 208). A hero without a picture lies on the brand's
 * dark red and always passes.
 */
export async function assertHeroContrast(db: Kysely<Database>, pictures: readonly string[], overlay: number, lang: Lang) {
  const urls = pictures.filter((p) => p !== "");
  if (urls.length === 0) return;
  const level = brightestLevel(await brightLevels(db, urls));
  const ratio = heroTextContrast(overlay, level);
  if (ratio >= HERO_MIN_CONTRAST) return;
  throw new PortalError(
    "invalidInput",
    serverT(lang)("admin:errors.heroContrast", { ratio: formatContrast(ratio), overlay: minimumHeroOverlay(level) }),
  );
}
