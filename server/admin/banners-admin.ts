import type { Kysely, Selectable } from "kysely";
import type { z } from "zod";
import type { AdminBanner, BannerInputSchema, BannerListSchema } from "../../schemas/admin-content";
import type { Lang } from "../../schemas/lang";
import type { Page } from "../../schemas/paging";
import { recordAudit } from "../audit/audit-log";
import { touchContent } from "../content/content-revision";
import { assertHeroContrast } from "../content/hero-contrast";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { keywordFilter, offsetOf } from "./list-query";
import { deleteVersioned, updateVersioned } from "./versioned";

type BannerInput = z.output<typeof BannerInputSchema>;
type Actor = { actorId: number; lang: Lang };
type Row = Selectable<Database["banner"]>;

function toAdmin(r: Omit<Row, "id" | "version"> & { id: unknown; version: unknown }): AdminBanner {
  return {
    id: Number(r.id),
    position: r.position,
    title: { zh: r.title, en: r.titleEn },
    subtitle: { zh: r.subtitle, en: r.subtitleEn },
    image: r.image,
    phoneImage: r.phoneImage,
    overlay: Number(r.overlay),
    link: r.link,
    sort: r.sort,
    active: Number(r.active) === 1,
    version: Number(r.version),
  };
}

export async function listBannersForStaff(db: Kysely<Database>, req: z.output<typeof BannerListSchema>): Promise<Page<AdminBanner>> {
  let q = db.selectFrom("banner");
  if (req.keyword) q = q.where((eb) => keywordFilter(eb, ["title", "titleEn", "subtitle", "subtitleEn"], req.keyword));
  if (req.position) q = q.where("position", "=", req.position);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy("position").orderBy(req.sort, req.order).orderBy("id").limit(req.pageSize).offset(offsetOf(req)).execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toAdmin), total: Number(count.n), pageNum: req.pageNum, pageSize: req.pageSize };
}

export async function getBannerForStaff(db: Kysely<Database>, id: number): Promise<AdminBanner> {
  const r = await db.selectFrom("banner").selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) throw new PortalError("notFound");
  return toAdmin(r);
}

const values = (b: BannerInput) => ({
  position: b.position,
  title: b.title.zh,
  titleEn: b.title.en,
  subtitle: b.subtitle.zh,
  subtitleEn: b.subtitle.en,
  image: b.image,
  phoneImage: b.phoneImage,
  overlay: b.overlay,
  link: b.link,
  sort: b.sort,
  active: b.active ? 1 : 0,
});

export async function createBanner(db: Kysely<Database>, input: BannerInput, { actorId, lang }: Actor): Promise<AdminBanner> {
  await assertHeroContrast(db, [input.image, input.phoneImage], input.overlay, lang);
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto("banner").values(values(input)).returning("id").executeTakeFirstOrThrow();
    await touchContent(trx, ["banner"]);
    await recordAudit(trx, {
      actorId,
      action: "create",
      entity: "banner",
      entityId: row.id,
      summary: { title: input.title.zh, active: input.active },
    });
    return Number(row.id);
  });
  return getBannerForStaff(db, id);
}

export async function updateBanner(
  db: Kysely<Database>,
  input: BannerInput & { id: number; version: number },
  { actorId, lang }: Actor,
): Promise<AdminBanner> {
  await assertHeroContrast(db, [input.image, input.phoneImage], input.overlay, lang);
  await db.transaction().execute(async (trx) => {
    await updateVersioned(trx, "banner", input.id, input.version, values(input), lang);
    await touchContent(trx, ["banner"]);
    await recordAudit(trx, {
      actorId,
      action: "edit",
      entity: "banner",
      entityId: input.id,
      summary: { title: input.title.zh, active: input.active },
    });
  });
  return getBannerForStaff(db, input.id);
}

export async function deleteBanner(db: Kysely<Database>, id: number, version: number, { actorId, lang }: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("banner").select("title").where("id", "=", id).executeTakeFirst();
    await deleteVersioned(trx, "banner", id, version, lang);
    await touchContent(trx, ["banner"]);
    await recordAudit(trx, { actorId, action: "delete", entity: "banner", entityId: id, summary: { title: row?.title ?? "" } });
  });
}
