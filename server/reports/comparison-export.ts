import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { type Comparison, TEST_ITEMS } from "../../schemas/inspection";
import { drawComparisonChart } from "./comparison-pdf-chart";

const require = createRequire(import.meta.url);
const FONT = require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf");
const FONT_BOLD = require.resolve("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf");

/** Pass and fail in words (the embedded font has no "✗"; words also survive greyscale printing). */
export const PASS_WORDS = "合格 pass";
export const FAIL_WORDS = "不合格 fail";

const cell = (v: Comparison["rows"][number]["values"][number]) =>
  v
    ? [`${v.value} ${v.unit}`.trim(), v.passed ? PASS_WORDS : FAIL_WORDS, v.limit ? `限值 limit: ${v.limit}` : ""]
        .filter(Boolean)
        .join("\n")
    : "—";

/** The comparison table and its chart as a landscape PDF, labels in both languages. */
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
  const bottomLimit = doc.page.height - doc.page.margins.bottom;
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? "bold" : "regular").fontSize(9);
    const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: (i === 0 ? first : each) - 6 })));
    if (doc.y + height + 6 > bottomLimit) doc.addPage();
    const y = doc.y;
    cells.forEach((text, i) => {
      const w = i === 0 ? first : each;
      const x = i === 0 ? 40 : 40 + first + (i - 1) * each;
      doc.fillColor(bold || !text.includes(FAIL_WORDS) ? "#111111" : "#b91c1c").text(text, x + 3, y + 3, { width: w - 6 });
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
  doc.moveDown(1);
  drawComparisonChart(doc, c);
  doc.end();
  return done;
}
