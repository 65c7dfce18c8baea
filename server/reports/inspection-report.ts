import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { LabInspection } from "../../schemas/inspection";
import { TEST_ITEMS, type TestItemCode } from "../../schemas/inspection";

/** Noto Sans SC (OFL) from npm: Chinese and Latin in one font, embedded as a subset. */
const FONT = createRequire(import.meta.url).resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf");
const FONT_BOLD = createRequire(import.meta.url).resolve("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf");

export interface ReportInput {
  reportNo: string;
  issuedAt: string;
  company: { zh: string; en: string };
  /** Where anyone can check the report (decision 155): printed as text and as a QR code. */
  verification: { url: string; code: string };
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
    | "storageConditions"
    | "nameOnReport"
    | "createdAt"
    | "results"
  >;
}

const dateOnly = (iso: string) => iso.slice(0, 10);

function resultCells(r: ReportInput["inspection"]["results"][number]): string[] {
  const item = TEST_ITEMS[r.itemCode as TestItemCode];
  return [`${item.zh}\n${item.en}`, `${r.value} ${r.unit}`.trim(), r.method || "—", r.limit || "—", r.passed ? "合格 Pass" : "不合格 Fail"];
}

/** The bilingual test report: header, sample data, results table, conclusion, verification, number. */
export async function renderInspectionReport(input: ReportInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(input.verification.url, { errorCorrectionLevel: "M", margin: 1, width: 240 });
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
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page when `height` does not fit below the cursor; true when it did. */
  const makeRoom = (height: number) => {
    if (doc.y + height <= bottom()) return false;
    doc.addPage();
    return true;
  };

  doc.font("bold").fontSize(16).fillColor("#7f1433").text(`${input.company.zh}  ${input.company.en}`, { align: "center" });
  doc.moveDown(0.3).font("bold").fontSize(20).fillColor("#111111").text("检测报告  Test Report", { align: "center" });
  doc.moveDown(0.3).font("regular").fontSize(10).fillColor("#333333");
  doc.text(`报告编号 Report No.: ${input.reportNo}    送检编号 Inspection No.: ${ins.inspectionNo}`, { align: "center" });
  doc.moveDown(1);

  const rows: Array<[string, string]> = [
    // The name the customer asked the report to print, else the company that sent the sample.
    ["委托单位 Client", ins.nameOnReport || ins.company],
    ["联系人 Contact", ins.contactPerson],
    ["样品名称 Sample", ins.sampleName],
    ["批号 Batch No.", ins.batchNo],
    ["数量 Quantity", `${ins.quantity} ${ins.quantityUnit}`],
    ["生产日期 Production date", ins.productionDate],
    ["储存条件 Storage conditions", ins.storageConditions || "—"],
    ["送检日期 Submitted", dateOnly(ins.createdAt)],
    ["签发日期 Issued", dateOnly(input.issuedAt)],
  ];
  const labelWidth = 170;
  const valueX = left + labelWidth + 10;
  const valueWidth = width - labelWidth - 10;
  doc.fontSize(10);
  for (const [label, value] of rows) {
    // Both cells measured first: a label and its value always share a line and a page.
    const height = Math.max(
      doc.font("bold").heightOfString(label, { width: labelWidth }),
      doc.font("regular").heightOfString(value, { width: valueWidth }),
    );
    makeRoom(height);
    const y = doc.y;
    doc.font("bold").text(label, left, y, { width: labelWidth });
    doc.font("regular").text(value, valueX, y, { width: valueWidth });
    doc.x = left;
    doc.y = y + height + 3;
  }

  doc.moveDown(1);
  makeRoom(60);
  doc.font("bold").fontSize(12).text("检测结果 Results", left);
  doc.moveDown(0.4);
  const cols = [
    { title: "项目 Test", w: 120 },
    { title: "结果 Result", w: 95 },
    { title: "方法 Method", w: 125 },
    { title: "限值 Limit", w: 90 },
    { title: "判定 Verdict", w: 65 },
  ];
  const pad = 3;
  const tableWidth = cols.reduce((sum, c) => sum + c.w, 0);
  /** Wrapped cells are measured with heightOfString; the row is drawn whole on one page. */
  const rowHeight = (cells: string[], bold: boolean) => {
    doc.font(bold ? "bold" : "regular").fontSize(9);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (cols[i]?.w ?? 80) - 2 * pad }))) + 2 * pad;
  };
  const drawRow = (cells: string[], bold: boolean, height: number) => {
    const y = doc.y;
    let x = left;
    doc.font(bold ? "bold" : "regular").fontSize(9);
    cells.forEach((cell, i) => {
      const w = cols[i]?.w ?? 80;
      doc.text(cell, x + pad, y + pad, { width: w - 2 * pad });
      x += w;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + tableWidth, y + height)
      .strokeColor("#cccccc")
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };
  const headerCells = cols.map((c) => c.title);
  const headerHeight = rowHeight(headerCells, true);
  // The header never sits alone at the foot of a page: it needs room for itself and the first row.
  const first = ins.results[0];
  makeRoom(headerHeight + (first ? rowHeight(resultCells(first), false) : 0));
  drawRow(headerCells, true, headerHeight);
  for (const r of ins.results) {
    const cells = resultCells(r);
    const height = rowHeight(cells, false);
    // A new page repeats the header, so every page of the table can be read on its own.
    if (makeRoom(height)) drawRow(headerCells, true, headerHeight);
    drawRow(cells, false, height);
  }

  const failed = ins.results.filter((r) => !r.passed);
  doc.moveDown(1);
  makeRoom(80);
  doc.font("bold").fontSize(12).text("结论 Conclusion", left);
  doc.moveDown(0.3).font("regular").fontSize(10);
  if (failed.length === 0) {
    doc.text("所检项目均符合限值要求。 All tested items meet their limits.");
  } else {
    const names = failed.map((r) => TEST_ITEMS[r.itemCode as TestItemCode]);
    doc.text(
      `以下项目不符合限值：${names.map((n) => n.zh).join("、")}。 Items outside their limits: ${names.map((n) => n.en).join(", ")}.`,
    );
  }
  doc.moveDown(1.5);
  const qrSize = 84;
  makeRoom(qrSize + 10);
  const qrY = doc.y;
  doc.image(qr, left, qrY, { width: qrSize, height: qrSize });
  const textX = left + qrSize + 14;
  const textWidth = width - qrSize - 14;
  doc
    .font("bold")
    .fontSize(10)
    .fillColor("#111111")
    .text("报告核验 Verify this report", textX, qrY + 4, { width: textWidth });
  doc.font("regular").fontSize(9).fillColor("#333333");
  doc.text("扫描二维码或访问以下网址，核对报告真伪与文件指纹。 Scan the code or open the address to check that we issued this report.", {
    width: textWidth,
  });
  doc.moveDown(0.3).text(input.verification.url, { width: textWidth, link: input.verification.url });
  doc.moveDown(0.3).text(`核验码 Verification code: ${input.verification.code}`, { width: textWidth });
  doc.x = left;
  doc.y = Math.max(doc.y, qrY + qrSize) + 6;

  doc.moveDown(1.5).fontSize(8).fillColor("#666666");
  doc.text("本报告仅对所送样品负责。 This report relates only to the sample tested.", { align: "center" });
  doc.end();
  return done;
}
