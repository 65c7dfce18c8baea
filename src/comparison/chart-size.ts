import type { Comparison } from "../../schemas/inspection";

/** A bar's thickness and the gap between the bars of one test item, in px. */
export const BAR_SIZE = 14;
export const BAR_GAP = 2;

/** The rows the chart draws: test items with at least one numeric result. */
export const numericRows = (comparison: Comparison) => comparison.rows.filter((r) => r.values.some((v) => v?.numeric != null));

/**
 * The chart's height in px: a group of bars per test item, plus the value axis and the legend. Kept
 * apart from the chart's code so that the page reserves the same room while that code loads.
 */
export function chartHeight(comparison: Comparison): number {
  const groupHeight = comparison.inspections.length * (BAR_SIZE + BAR_GAP) + 20;
  return numericRows(comparison).length * groupHeight + 90;
}
