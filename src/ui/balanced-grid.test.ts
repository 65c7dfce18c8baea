import { describe, expect, it } from "vitest";
import { balancedColumns } from "./balanced-grid";

describe("balancedColumns", () => {
  it("leaves no lone card under a full row", () => {
    expect(balancedColumns(5, 3)).toBe(3); // 3 + 2
    expect(balancedColumns(5, 4)).toBe(3); // 3 + 2, not 4 + 1
    expect(balancedColumns(4, 3)).toBe(2); // 2 + 2, not 3 + 1
    expect(balancedColumns(7, 4)).toBe(4); // 4 + 3
    expect(balancedColumns(9, 4)).toBe(3); // 3 + 3 + 3
    expect(balancedColumns(6, 4)).toBe(3); // 3 + 3
  });

  it("fills one row when the cards fit, and never asks for more columns than allowed", () => {
    expect(balancedColumns(3, 4)).toBe(3);
    expect(balancedColumns(1, 4)).toBe(1);
    expect(balancedColumns(0, 4)).toBe(1);
    expect(balancedColumns(5, 1)).toBe(1);
    for (let n = 1; n <= 20; n++) for (let max = 1; max <= 5; max++) expect(balancedColumns(n, max)).toBeLessThanOrEqual(max);
  });
});
