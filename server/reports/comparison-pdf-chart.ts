import { type Comparison, TEST_ITEMS } from "../../schemas/inspection";
import { SERIES_EDGE, seriesColor } from "../../src/comparison/series-palette";

const BAR = 9;
const GAP = 2;
const LABEL_WIDTH = 150;

/**
 * The page's comparison chart drawn in the PDF: horizontal bars per test item, one per inspection in
 * the comparison's order, each in its series colour and labelled with its series number and value, so
 * the chart reads in greyscale too; a legend with the same swatches above it. Only numeric results are
 * plotted (the table has every value). Starts a new page when it does not fit.
 */
export function drawComparisonChart(doc: PDFKit.PDFDocument, c: Comparison) {
  const rows = c.rows.filter((r) => r.values.some((v) => v?.numeric != null));
  if (rows.length === 0) return;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const groupHeight = c.inspections.length * (BAR + GAP) + 10;
  const legendHeight = c.inspections.length * 14 + 24;
  if (doc.y + legendHeight + rows.length * groupHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();

  doc.font("bold").fontSize(11).fillColor("#111111").text("结果图表  Chart of the numeric results", left, doc.y);
  doc.moveDown(0.4).font("regular").fontSize(8);
  c.inspections.forEach((ins, i) => {
    const y = doc.y;
    doc.rect(left, y + 1, 9, 9).fillAndStroke(seriesColor(i), SERIES_EDGE);
    doc.fillColor("#111111").text(`#${i + 1}  ${ins.inspectionNo}  ${ins.sampleName}`, left + 14, y, { lineBreak: false });
    doc.y = y + 14;
  });
  doc.moveDown(0.6);

  const max = Math.max(...rows.flatMap((r) => r.values.map((v) => Math.abs(v?.numeric ?? 0))), 1);
  const plotLeft = left + LABEL_WIDTH;
  const plotWidth = width - LABEL_WIDTH - 90;
  const top = doc.y;
  let y = top;
  for (const r of rows) {
    doc
      .fillColor("#111111")
      .fontSize(8)
      .text(`${TEST_ITEMS[r.itemCode].zh}\n${TEST_ITEMS[r.itemCode].en}`, left, y, { width: LABEL_WIDTH - 8 });
    r.values.forEach((v, i) => {
      const barY = y + i * (BAR + GAP);
      if (v?.numeric == null) return;
      const length = Math.max(1, (Math.abs(v.numeric) / max) * plotWidth);
      doc.rect(plotLeft, barY, length, BAR).lineWidth(0.5).fillAndStroke(seriesColor(i), SERIES_EDGE);
      doc
        .fillColor("#111111")
        .fontSize(7)
        .text(`#${i + 1}  ${v.value} ${v.unit}`.trim(), plotLeft + length + 4, barY + 1, { lineBreak: false });
    });
    y += groupHeight;
  }
  doc
    .moveTo(plotLeft, top)
    .lineTo(plotLeft, y - 8)
    .lineWidth(0.5)
    .strokeColor("#9ca3af")
    .stroke();
  doc.x = left;
  doc.y = y;
}
