import writeXlsxFile, { type Cell, type SheetData } from "write-excel-file/node";
import { type Comparison, TEST_ITEMS } from "../../schemas/inspection";
import type { Lang } from "../../schemas/lang";
import { serverT } from "../i18n";

type Value = Comparison["rows"][number]["values"][number];
type ExportHeading = "inspectionNo" | "sample" | "batch" | "issued" | "value" | "unit" | "limit" | "result" | "pass" | "fail";

/**
 * The comparison as a spreadsheet: one row per inspection; for every test item four columns (value,
 * unit, limit, pass/fail), headed in the customer's language. An item an inspection did not order
 * leaves its four cells empty. The value is a number where the lab entered one ("92.4"), else its text
 * ("ND", "≥ 95").
 */
export function comparisonSheet(c: Comparison, lang: Lang): Array<Array<string | number | null>> {
  const t = serverT(lang);
  const h = (key: ExportHeading) => t(`portal:comparisonExport.${key}`);
  const header = [h("inspectionNo"), h("sample"), h("batch"), h("issued")];
  for (const r of c.rows) {
    const item = TEST_ITEMS[r.itemCode][lang];
    header.push(`${item} · ${h("value")}`, `${item} · ${h("unit")}`, `${item} · ${h("limit")}`, `${item} · ${h("result")}`);
  }
  const cells = (v: Value) => (v ? [v.numeric ?? v.value, v.unit, v.limit, v.passed ? h("pass") : h("fail")] : [null, null, null, null]);
  const rows = c.inspections.map((ins, i) => [
    ins.inspectionNo,
    ins.sampleName,
    ins.batchNo,
    ins.issuedAt.slice(0, 10),
    ...c.rows.flatMap((r) => cells(r.values[i] ?? null)),
  ]);
  return [header, ...rows];
}

/** Text a spreadsheet would run as a formula ("=HYPERLINK(…)" as a sample name) is kept as text. */
const asText = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/** CSV for spreadsheets: UTF-8 with a byte-order mark (Excel reads it as UTF-8), CRLF, every field quoted. */
export function comparisonCsv(c: Comparison, lang: Lang): Buffer {
  const field = (s: string | number | null) => (typeof s === "string" ? asText(s) : String(s ?? ""));
  const quote = (s: string | number | null) => `"${field(s).replaceAll('"', '""')}"`;
  const lines = comparisonSheet(c, lang).map((row) => row.map(quote).join(","));
  return Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8");
}

/** The same sheet as an Excel workbook: numbers stored as numbers, the header row bold and frozen. */
export async function comparisonXlsx(c: Comparison, lang: Lang): Promise<Buffer> {
  const [header = [], ...rows] = comparisonSheet(c, lang);
  const data: SheetData = [
    header.map((value): Cell => ({ value: String(value), fontWeight: "bold", wrap: true })),
    ...rows.map((row) => row.map((value): Cell => (value === null || value === "" ? null : { value }))),
  ];
  const columns = header.map((_, i) => ({ width: i < 4 ? 18 : 14 }));
  const sheet = serverT(lang)("portal:comparisonExport.sheet");
  return writeXlsxFile(data, { sheet, columns, stickyRowsCount: 1, stickyColumnsCount: 1 }).toBuffer();
}
