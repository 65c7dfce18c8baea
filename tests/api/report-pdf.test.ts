import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { TEST_ITEM_CODES, TEST_ITEMS } from "../../schemas/inspection";
import { renderInspectionReport } from "../../server/reports/inspection-report";
import { pdfPageTexts, squash } from "../support/pdf-text";

/** Every field at the longest the schemas allow (inspection.ts), wide characters where they hurt most. */
const longest = (n: number, seed: string) => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);
const results = TEST_ITEM_CODES.map((itemCode, i) => ({
  itemCode,
  value: longest(50, `${i}值9`),
  unit: longest(20, "mg/kg"),
  method: longest(100, `GB 5009.${i} 方法 `),
  limit: longest(50, "≤ 1.0 限值"),
  passed: i % 2 === 0,
}));
const input = {
  reportNo: "R20261123-0001",
  issuedAt: "2026-11-23T08:00:00.000Z",
  company: { zh: "示例乳铁蛋白科技有限公司", en: "Example Lactoferrin Co., Ltd." },
  verification: { code: "7K2M9QX4RT", url: "https://www.example.com/verify/?no=LF20261123-0001&code=7K2M9QX4RT" },
  inspection: {
    inspectionNo: "LF20261123-0001",
    company: longest(100, "南京示例乳业股份有限公司"),
    contactPerson: longest(50, "欧阳"),
    sampleName: longest(100, "高活性乳铁蛋白粉 "),
    batchNo: longest(50, "B2026-11-"),
    quantity: 100_000,
    quantityUnit: "bottle",
    productionDate: "2026-10-20",
    storageConditions: longest(100, "2–8 ℃ 避光干燥 "),
    nameOnReport: "",
    createdAt: "2026-11-01T08:00:00.000Z",
    results,
  },
};

describe("the report PDF with every field at its maximum length and all 8 test items", () => {
  it("stays a few pages, never splits a row, repeats the table header on a new page, and holds every value", async () => {
    const bytes = await renderInspectionReport(input);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(3);

    const pages = (await pdfPageTexts(bytes)).map(squash);
    expect(pages).toHaveLength(pdf.getPageCount());
    const all = pages.join("");
    for (const value of [
      input.inspection.company,
      input.inspection.sampleName,
      input.inspection.batchNo,
      input.inspection.contactPerson,
      input.inspection.storageConditions,
    ]) {
      expect(all).toContain(squash(value));
    }
    for (const r of results) {
      // The whole row on one page: item name, value with unit, method, limit and verdict together.
      const row = squash(`${TEST_ITEMS[r.itemCode].zh}${TEST_ITEMS[r.itemCode].en}${r.value} ${r.unit}${r.method}${r.limit}`);
      expect(
        pages.filter((p) => p.includes(row)),
        r.itemCode,
      ).toHaveLength(1);
    }
    const header = squash("项目 Test结果 Result方法 Method限值 Limit判定 Verdict");
    for (const page of pages.filter((p) => results.some((r) => p.includes(squash(r.method))))) expect(page).toContain(header);
    expect(all).toContain(squash("结论 Conclusion"));
    // Where anyone checks it: the address and the code in words (the QR code carries the same address).
    const last = pages.at(-1) ?? "";
    expect(last).toContain(squash(input.verification.url));
    expect(last).toContain(squash("核验码 Verification code: 7K2M9QX4RT"));
    const lastPage = pdf.getPage(pdf.getPageCount() - 1);
    expect(lastPage.node.Resources()?.toString()).toMatch(/\/XObject/);
  });
});

describe("the report's client and storage lines (issue 23, item 6)", () => {
  it("prints the name the customer asked for in place of the company, and the storage conditions", async () => {
    const nameOnReport = "Nanjing Example Dairy Group (Quality Department)";
    const bytes = await renderInspectionReport({
      ...input,
      inspection: { ...input.inspection, company: "Example Dairy Co.", nameOnReport, storageConditions: "2–8 ℃, dry, away from light" },
    });
    const all = (await pdfPageTexts(bytes)).map(squash).join("");
    expect(all).toContain(squash(`委托单位 Client${nameOnReport}`));
    expect(all).not.toContain(squash("Example Dairy Co."));
    expect(all).toContain(squash("储存条件 Storage conditions2–8 ℃, dry, away from light"));
  });
});
