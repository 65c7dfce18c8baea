import type { ParseKeys } from "i18next";
import type { Kysely, Selectable } from "kysely";
import type { InspectInsertAnswer, InspectInsertRequest, Inspection, InspectionEvent, InspectionStatus } from "../../schemas/inspection";
import type { Lang } from "../../schemas/lang";
import type { Page } from "../../schemas/paging";
import { containsText } from "../db/contains-text";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { enqueueSubmissionMail } from "../mail/queue";
import { attachToInspection } from "./attachments";
import { readSettingsOrNull, shippingInfo } from "./sample-shipping";

type Row = Selectable<Database["inspection"]>;

export function toInspection(row: Row): Inspection {
  const { userId: _owner, testItems, ...rest } = row;
  return { ...rest, id: Number(row.id), quantity: Number(row.quantity), testItems: JSON.parse(testItems) as string[] };
}

export function invalidField(lang: Lang, path: string, key: ParseKeys<"errors">): PortalError {
  const t = serverT(lang);
  const message = t(key);
  return new PortalError("invalidInput", t("fieldList", { summary: t("codes.invalidInput"), fields: `${path} — ${message}` }), {
    issues: [{ path, message }],
  });
}

/** `LF20261123-0001`: the day (UTC) and that day's sequence. */
async function nextInspectionNo(db: Kysely<Database>, now: Date): Promise<string> {
  const prefix = `LF${now.toISOString().slice(0, 10).replaceAll("-", "")}-`;
  const last = await db
    .selectFrom("inspection")
    .select("inspectionNo")
    .where("inspectionNo", "like", `${prefix}%`)
    // Longest first: after -9999 comes -10000, which sorts lower as text.
    .orderBy((eb) => eb.fn("length", ["inspectionNo"]), "desc")
    .orderBy("inspectionNo", "desc")
    .limit(1)
    .executeTakeFirst();
  const seq = last ? Number(last.inspectionNo.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(4, "0")}`;
}

/** The sample's country (and province, if any) must be ones the site lists. */
export async function checkRegions(db: Kysely<Database>, input: { countryCode: string; provinceCode: string }, lang: Lang): Promise<void> {
  const country = await db
    .selectFrom("region")
    .select("code")
    .where("kind", "=", "country")
    .where("code", "=", input.countryCode)
    .executeTakeFirst();
  if (!country) throw invalidField(lang, "countryCode", "validation.regionInvalid");
  if (input.provinceCode) {
    const province = await db
      .selectFrom("region")
      .select("code")
      .where("kind", "=", "province")
      .where("code", "=", input.provinceCode)
      .executeTakeFirst();
    if (!province) throw invalidField(lang, "provinceCode", "validation.regionInvalid");
  }
}

/**
 * Saves a customer's sample submission with its first timeline event and queues its confirmation
 * mail; answers the inspection number and where to send the sample.
 */
export async function insertInspection(
  db: Kysely<Database>,
  userId: number,
  input: InspectInsertRequest,
  lang: Lang,
): Promise<InspectInsertAnswer> {
  await checkRegions(db, input, lang);
  const settings = await readSettingsOrNull(db);
  // Two submissions in the same instant may pick the same number; the unique index sends one round again.
  for (let attempt = 0; ; attempt++) {
    const now = new Date();
    const stamp = now.toISOString();
    try {
      return await db.transaction().execute(async (trx) => {
        const inspectionNo = await nextInspectionNo(trx, now);
        const { attachmentIds, ...fields } = input;
        const row = await trx
          .insertInto("inspection")
          .values({
            ...fields,
            inspectionNo,
            userId,
            status: "submitted",
            testItems: JSON.stringify(input.testItems),
            createdAt: stamp,
            updatedAt: stamp,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const id = Number(row.id);
        await trx
          .insertInto("inspectionEvent")
          .values({ inspectionId: id, status: "submitted", reason: "", actorId: userId, createdAt: stamp })
          .execute();
        await attachToInspection(trx, userId, id, attachmentIds, lang);
        await enqueueSubmissionMail(trx, id, settings);
        return { id, inspectionNo, shipping: shippingInfo(settings, lang) };
      });
    } catch (err) {
      if (attempt < 3 && !(err instanceof PortalError) && /unique|duplicate/i.test(String(err))) continue;
      throw err;
    }
  }
}

/** One customer's inspections in the given states, newest first, searchable by number or sample name. */
export async function listInspections(
  db: Kysely<Database>,
  userId: number,
  statuses: InspectionStatus[],
  req: { pageNum: number; pageSize: number; keyword: string },
): Promise<Page<Inspection>> {
  let q = db.selectFrom("inspection").where("userId", "=", userId).where("status", "in", statuses);
  if (req.keyword) {
    q = q.where((eb) => eb.or([containsText(eb.ref("inspectionNo"), req.keyword), containsText(eb.ref("sampleName"), req.keyword)]));
  }
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .limit(req.pageSize)
      .offset((req.pageNum - 1) * req.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
  ]);
  return { list: rows.map(toInspection), total: Number(count?.n ?? 0), pageNum: req.pageNum, pageSize: req.pageSize };
}

/** The timeline of one of the customer's inspections; anyone else's is "not found", whatever the id. */
export async function inspectionTimeline(db: Kysely<Database>, userId: number, id: number): Promise<InspectionEvent[]> {
  const own = await db.selectFrom("inspection").select("id").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
  if (!own) throw new PortalError("notFound");
  const rows = await db
    .selectFrom("inspectionEvent")
    .select(["id", "kind", "status", "reason", "createdAt"])
    .where("inspectionId", "=", id)
    .orderBy("createdAt", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
