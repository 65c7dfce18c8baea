import type { Kysely } from "kysely";
import type { Banner } from "../../schemas/entities";
import { focusByUrl } from "../content/image-focus";
import type { Database } from "../db/types";

/** A position's active slides, each with its pictures' focus points from the media library. */
export async function listBanners(db: Kysely<Database>, position: string): Promise<Banner[]> {
  const rows = await db
    .selectFrom("banner")
    .select(["id", "position", "title", "titleEn", "subtitle", "subtitleEn", "image", "phoneImage", "overlay", "link", "sort"])
    .where("position", "=", position)
    .where("active", "=", 1)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  const focus = await focusByUrl(
    db,
    rows.flatMap((r) => [r.image, r.phoneImage]),
  );
  return rows.map((r) => ({
    ...r,
    overlay: Number(r.overlay),
    imageFocus: focus(r.image),
    phoneImageFocus: focus(r.phoneImage),
  }));
}
