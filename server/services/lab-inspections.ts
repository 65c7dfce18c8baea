import type { Kysely } from "kysely";
import type { InspectionStatus, LabInspection, ResultEntry } from "../../schemas/inspection";
import { TEST_ITEMS, type TestItemCode } from "../../schemas/inspection";
import type { Lang } from "../../schemas/lang";
import { localize } from "../../schemas/localize-text";
import type { Page } from "../../schemas/paging";
import { containsText } from "../db/contains-text";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";
import { serverT } from "../i18n";
import { listAttachments } from "./attachments";

type Inspection = LabInspection;

function decode(row: Record<string, unknown> & { testItems: string; quantity: number; id: number }) {
  const { userId: _owner, testItems, ...rest } = row;
  return { ...rest, id: Number(row.id), quantity: Number(row.quantity), testItems: JSON.parse(testItems) as string[] };
}

/** Every customer's inspections for lab staff, newest first, by status and number/sample/company. */
export async function listAllInspections(
  db: Kysely<Database>,
  req: { pageNum: number; pageSize: number; keyword: string; status?: InspectionStatus },
): Promise<Page<Omit<Inspection, "results" | "events" | "report">>> {
  let q = db.selectFrom("inspection").innerJoin("userAccount", "userAccount.id", "inspection.userId");
  if (req.status) q = q.where("inspection.status", "=", req.status);
  if (req.keyword) {
    const keyword = req.keyword;
    q = q.where((eb) =>
      eb.or([
        containsText(eb.ref("inspection.inspectionNo"), keyword),
        containsText(eb.ref("inspection.sampleName"), keyword),
        containsText(eb.ref("inspection.company"), keyword),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .selectAll("inspection")
      .select("userAccount.account as customerAccount")
      .orderBy("inspection.createdAt", "desc")
      .orderBy("inspection.id", "desc")
      .limit(req.pageSize)
      .offset((req.pageNum - 1) * req.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
  ]);
  return {
    list: rows.map((r) => decode(r) as Omit<Inspection, "results" | "events" | "report">),
    total: Number(count?.n ?? 0),
    pageNum: req.pageNum,
    pageSize: req.pageSize,
  };
}

export async function getInspectionForLab(db: Kysely<Database>, id: number): Promise<Inspection> {
  const row = await db
    .selectFrom("inspection")
    .innerJoin("userAccount", "userAccount.id", "inspection.userId")
    .selectAll("inspection")
    .select("userAccount.account as customerAccount")
    .where("inspection.id", "=", id)
    .executeTakeFirst();
  if (!row) throw new PortalError("notFound");
  const [results, events, attachments, report] = await Promise.all([
    db.selectFrom("inspectionResult").selectAll().where("inspectionId", "=", id).orderBy("id").execute(),
    db
      .selectFrom("inspectionEvent")
      .select(["id", "kind", "status", "reason", "createdAt"])
      .where("inspectionId", "=", id)
      .orderBy("id")
      .execute(),
    listAttachments(db, id),
    db.selectFrom("inspectionReport").select(["reportNo", "issuedAt", "sha256"]).where("inspectionId", "=", id).executeTakeFirst(),
  ]);
  return {
    ...(decode(row) as Omit<Inspection, "results" | "events" | "report">),
    results: results.map((r) => ({
      itemCode: r.itemCode as TestItemCode,
      value: r.value,
      unit: r.unit,
      method: r.method,
      limit: r.limitText,
      passed: Number(r.passed) === 1,
    })),
    events: events.map((e) => ({ ...e, id: Number(e.id) })),
    attachments,
    report: report ?? null,
  };
}

/** Saves results for items the customer ordered, only while the sample is being tested; all or nothing. */
export async function saveResults(db: Kysely<Database>, id: number, entries: ResultEntry[], actorId: number, lang: Lang): Promise<void> {
  const t = serverT(lang);
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("inspection").select(["status", "testItems"]).where("id", "=", id).executeTakeFirst();
    if (!row) throw new PortalError("notFound");
    if (row.status !== "testing") throw new PortalError("conflict", t("lab.notTesting"));
    const ordered = new Set(JSON.parse(row.testItems) as string[]);
    const stray = entries.find((e) => !ordered.has(e.itemCode));
    if (stray) throw new PortalError("invalidInput", t("lab.itemNotOrdered", { item: localize(TEST_ITEMS[stray.itemCode], lang) }));
    const now = new Date().toISOString();
    for (const e of entries) {
      const values = {
        value: e.value,
        unit: e.unit,
        method: e.method,
        limitText: e.limit,
        passed: e.passed ? 1 : 0,
        updatedBy: actorId,
        updatedAt: now,
      };
      await trx
        .insertInto("inspectionResult")
        .values({ inspectionId: id, itemCode: e.itemCode, ...values })
        .onConflict((oc) => oc.columns(["inspectionId", "itemCode"]).doUpdateSet(values))
        .execute();
    }
    // Every step is an event on the timeline (issue 6), saving results included.
    await trx
      .insertInto("inspectionEvent")
      .values({ inspectionId: id, kind: "resultsEntered", status: "testing", reason: "", actorId, createdAt: now })
      .execute();
  });
}
