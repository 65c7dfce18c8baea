import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import type { LabInspection } from "../../schemas/inspection";
import { TEST_ITEMS, type TestItemCode } from "../../schemas/inspection";

/** Noto Sans SC (OFL) from npm: Chinese and Latin in one font, embedded as a subset. */
const FONT = createRequire(import.meta.url).resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf");
const FONT_BOLD = createRequire(import.meta.url).resolve("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf");

export interface ReportInput {
  reportNo: string;
  issuedAt: string;
  company: { zh: string; en: string };
  inspection: Pick<
    LabInspection,
    | "inspectionNo"
    | "company"
    | "contactPerson"
    | "sampleName"
    | "batchNo"
    | "quantity"
    | "quantityUnit"
    | "productionDate"
    | "createdAt"
    | "results"
  >;
}

const dateOnly = (iso: string) => iso.slice(0, 10);

/** The bilingual test report: header, sample data, results table, conclusion, date, number. */
export function renderInspectionReport(input: ReportInput): Promise<Buffer> {
  const { inspection: ins } = input;
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: {
      Title: `Test report ${input.reportNo}`,
      Subject: `Inspection ${ins.inspectionNo}, sample ${ins.sampleName}`,
      Keywords: `${ins.inspectionNo} ${input.reportNo}`,
      Author: input.company.en,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.registerFont("regular", FONT);
  doc.registerFont("bold", FONT_BOLD);
  const width = doc.page.width - 100;

  doc.font("bold").fontSize(16).fillColor("#7f1433").text(`${input.company.zh}  ${input.company.en}`, { align: "center" });
  doc.moveDown(0.3).font("bold").fontSize(20).fillColor("#111111").text("检测报告  Test Report", { align: "center" });
  doc.moveDown(0.3).font("regular").fontSize(10).fillColor("#333333");
  doc.text(`报告编号 Report No.: ${input.reportNo}    送检编号 Inspection No.: ${ins.inspectionNo}`, { align: "center" });
  doc.moveDown(1);

  const rows: Array<[string, string]> = [
    ["委托单位 Client", ins.company],
    ["联系人 Contact", ins.contactPerson],
    ["样品名称 Sample", ins.sampleName],
    ["批号 Batch No.", ins.batchNo],
    ["数量 Quantity", `${ins.quantity} ${ins.quantityUnit}`],
    ["生产日期 Production date", ins.productionDate],
    ["送检日期 Submitted", dateOnly(ins.createdAt)],
    ["签发日期 Issued", dateOnly(input.issuedAt)],
  ];
  doc.fontSize(10);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("bold").text(label, 50, y, { width: 170 });
    doc.font("regular").text(value, 230, y, { width: width - 180 });
    doc.moveDown(0.2);
  }

  doc.moveDown(1).font("bold").fontSize(12).text("检测结果 Results", 50);
  doc.moveDown(0.4);
  const cols = [
    { title: "项目 Test", w: 170 },
    { title: "结果 Result", w: 80 },
    { title: "方法 Method", w: 95 },
    { title: "限值 Limit", w: 80 },
    { title: "判定 Verdict", w: 70 },
  ];
  const drawRow = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = 50;
    let height = 0;
    doc.font(bold ? "bold" : "regular").fontSize(9);
    cells.forEach((cell, i) => {
      const w = cols[i]?.w ?? 80;
      height = Math.max(height, doc.heightOfString(cell, { width: w - 6 }));
      doc.text(cell, x + 3, y + 3, { width: w - 6 });
      x += w;
    });
    const bottom = y + height + 6;
    doc
      .moveTo(50, bottom)
      .lineTo(50 + cols.reduce((s, c) => s + c.w, 0), bottom)
      .strokeColor("#cccccc")
      .stroke();
    doc.x = 50;
    doc.y = bottom;
  };
  drawRow(
    cols.map((c) => c.title),
    true,
  );
  for (const r of ins.results) {
    const item = TEST_ITEMS[r.itemCode as TestItemCode];
    drawRow(
      [`${item.zh}\n${item.en}`, `${r.value} ${r.unit}`.trim(), r.method || "—", r.limit || "—", r.passed ? "合格 Pass" : "不合格 Fail"],
      false,
    );
  }

  const failed = ins.results.filter((r) => !r.passed);
  doc.moveDown(1).font("bold").fontSize(12).text("结论 Conclusion", 50);
  doc.moveDown(0.3).font("regular").fontSize(10);
  if (failed.length === 0) {
    doc.text("所检项目均符合限值要求。 All tested items meet their limits.");
  } else {
    const names = failed.map((r) => TEST_ITEMS[r.itemCode as TestItemCode]);
    doc.text(
      `以下项目不符合限值：${names.map((n) => n.zh).join("、")}。 Items outside their limits: ${names.map((n) => n.en).join(", ")}.`,
    );
  }
  doc.moveDown(2).fontSize(8).fillColor("#666666");
  doc.text("本报告仅对所送样品负责。 This report relates only to the sample tested.", { align: "center" });
  doc.end();
  return done;
}
