import { describe, expect, it } from "vitest";
import type { Comparison } from "../../schemas/inspection";
import { chartHeight, numericRows } from "./chart-size";

const value = (numeric: number | null) => ({ value: String(numeric ?? "n/a"), unit: "%", passed: true, numeric });
const comparison = {
  inspections: [{ id: 1 }, { id: 2 }],
  rows: [
    { itemCode: "moisture", values: [value(4.1), value(5.2)] },
    { itemCode: "lfContentHplc", values: [value(null), null] },
  ],
} as unknown as Comparison;

describe("the chart's size", () => {
  it("draws only test items with a numeric result", () => {
    expect(numericRows(comparison).map((r) => r.itemCode)).toEqual(["moisture"]);
  });

  it("gives each item a group of bars, plus room for the axis and the legend", () => {
    expect(chartHeight(comparison)).toBe(2 * 16 + 20 + 90);
  });
});
