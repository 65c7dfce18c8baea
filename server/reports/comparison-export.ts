import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { type Comparison, TEST_ITEMS } from "../../schemas/inspection";

const require = createRequire(import.meta.url);
const FONT = require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf");
const FONT_BOLD = require.resolve("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf");

const cell = (v: Comparison["rows"][number]["values"][number]) => (v ? `${v.value} ${v.unit}`.trim() + (v.passed ? "" : " ✗") : "—");

/** CSV for spreadsheets: UTF-8 with a byte-order mark (Excel), one row per test item. */
export function comparisonCsv(c: Comparison): Buffer {
  const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
  const lines = [
    ["Test / 检测项目", ...c.inspections.map((i) => `${i.inspectionNo} ${i.sampleName}`)],
    ...c.rows.map((r) => [`${TEST_ITEMS[r.itemCode].en} / ${TEST_ITEMS[r.itemCode].zh}`, ...r.values.map(cell)]),
  ];
  return Buffer.from(`\uFEFF${lines.map((l) => l.map(quote).join(",")).join("\r\n")}\r\n`, "utf8");
}

/** The comparison table as a landscape PDF, labels in both languages. */
export function comparisonPdf(c: Comparison, generatedAt: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 40,
    info: { Title: "Result comparison", Subject: c.inspections.map((i) => i.inspectionNo).join(", ") },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", FONT);
  doc.registerFont("bold", FONT_BOLD);
  doc.font("bold").fontSize(16).text("检测结果对比  Result Comparison");
  doc
    .font("regular")
    .fontSize(9)
    .fillColor("#555555")
    .text(`${generatedAt.slice(0, 10)}`);
  doc.moveDown(0.8).fillColor("#111111");

  const first = 170;
  const each = Math.min(110, (doc.page.width - 80 - first) / c.inspections.length);
  const row = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let height = 0;
    doc.font(bold ? "bold" : "regular").fontSize(9);
    cells.forEach((text, i) => {
      const w = i === 0 ? first : each;
      const x = i === 0 ? 40 : 40 + first + (i - 1) * each;
      height = Math.max(height, doc.heightOfString(text, { width: w - 6 }));
      doc.text(text, x + 3, y + 3, { width: w - 6 });
    });
    const bottom = y + height + 6;
    doc
      .moveTo(40, bottom)
      .lineTo(40 + first + each * c.inspections.length, bottom)
      .strokeColor("#cccccc")
      .stroke();
    doc.x = 40;
    doc.y = bottom;
  };
  row(["检测项目 Test", ...c.inspections.map((i) => `${i.inspectionNo}\n${i.sampleName}\n${i.batchNo}`)], true);
  for (const r of c.rows) row([`${TEST_ITEMS[r.itemCode].zh}\n${TEST_ITEMS[r.itemCode].en}`, ...r.values.map(cell)], false);
  doc.moveDown(1).font("regular").fontSize(8).fillColor("#666666").text("✗ = 不符合限值 outside its limit");
  doc.end();
  return done;
}
