import type { Kysely } from "kysely";
import { parseImageUrl } from "../../schemas/image";
import type { Focus } from "../../schemas/media-info";
import type { Database } from "../db/types";

/** An image's focus by one of its URLs: null for a URL that is not an uploaded library image. */
export type FocusOf = (url: string) => Focus | null;

/**
 * The media library's focus points for the images of a whole list, in one query: each URL resolves
 * to its image row by the id in it, as `content/media/get` does (any variant of an image counts).
 */
export async function focusByUrl(db: Kysely<Database>, urls: readonly string[]): Promise<FocusOf> {
  const ids = [...new Set(urls.flatMap((u) => parseImageUrl(u)?.id ?? []))];
  const rows = ids.length
    ? await db.selectFrom("imageAsset").select(["publicId", "focusX", "focusY"]).where("publicId", "in", ids).execute()
    : [];
  const byId = new Map(rows.map((r) => [r.publicId, { x: Number(r.focusX), y: Number(r.focusY) }]));
  return (url) => {
    const id = parseImageUrl(url)?.id;
    return (id && byId.get(id)) || null;
  };
}
