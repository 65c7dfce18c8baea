import type { Kysely, Transaction } from "kysely";
import { parseImageUrl } from "../../schemas/image";
import type { Database } from "../db/types";

/**
 * Each row with its cover's alt text from the media library (decision 160: alt text lives with the
 * image), one read for the whole list. A cover that is not an uploaded image has none ("": visitors'
 * pages show it as decoration beside the title that names the article).
 */
export async function withCoverAlt<T extends { cover: string }>(
  db: Kysely<Database> | Transaction<Database>,
  rows: T[],
): Promise<Array<T & { coverAlt: string; coverAltEn: string }>> {
  const ids = [...new Set(rows.flatMap((r) => parseImageUrl(r.cover)?.id ?? []))];
  const alts =
    ids.length === 0
      ? new Map<string, { altZh: string; altEn: string }>()
      : new Map(
          (await db.selectFrom("imageAsset").select(["publicId", "altZh", "altEn"]).where("publicId", "in", ids).execute()).map((a) => [
            a.publicId,
            a,
          ]),
        );
  return rows.map((r) => {
    const alt = alts.get(parseImageUrl(r.cover)?.id ?? "");
    return { ...r, coverAlt: alt?.altZh ?? "", coverAltEn: alt?.altEn ?? "" };
  });
}
