import type { Kysely } from "kysely";
import { type Comparison, TEST_ITEM_CODES, type TestItemCode } from "../../schemas/inspection";
import type { Database } from "../db/types";
import { PortalError } from "../http/portal-error";

/** "92.4" → 92.4; "≥ 95", "ND" and the like are not plotted. */
export function numericValue(value: string): number | null {
  const v = value.trim().replace(",", ".");
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : null;
}

/**
 * The customer's completed inspections side by side, results aligned by test item. Any id that is
 * not the caller's own completed inspection makes the whole request "not found".
 */
export async function compareInspections(db: Kysely<Database>, userId: number, ids: number[]): Promise<Comparison> {
  const found = await db
    .selectFrom("inspection")
    .innerJoin("inspectionReport", "inspectionReport.inspectionId", "inspection.id")
    .select(["inspection.id", "inspection.inspectionNo", "inspection.sampleName", "inspection.batchNo", "inspectionReport.issuedAt"])
    .where("inspection.userId", "=", userId)
    .where("inspection.status", "=", "completed")
    .where("inspection.id", "in", ids)
    .execute();
  if (found.length !== ids.length) throw new PortalError("notFound");
  const byId = new Map(found.map((f) => [Number(f.id), { ...f, id: Number(f.id) }]));
  const inspections = ids.map((id) => byId.get(id) as NonNullable<ReturnType<typeof byId.get>>);

  const results = await db.selectFrom("inspectionResult").selectAll().where("inspectionId", "in", ids).execute();
  const codes = TEST_ITEM_CODES.filter((code) => results.some((r) => r.itemCode === code));
  const rows = codes.map((itemCode: TestItemCode) => ({
    itemCode,
    values: inspections.map((ins) => {
      const r = results.find((x) => Number(x.inspectionId) === ins.id && x.itemCode === itemCode);
      return r
        ? { value: r.value, unit: r.unit, limit: r.limitText, numeric: numericValue(r.value), passed: Number(r.passed) === 1 }
        : null;
    }),
  }));
  return { inspections, rows };
}
